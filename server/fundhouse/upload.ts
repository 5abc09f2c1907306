import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { decodeAnswer, type CallOptions, type UpstreamConfig } from './client';
import { noteUpstreamDate } from './clock';
import { upstreamFailure } from './errors';
import { sendUpload } from './transport';
import { PAYLOAD_PART, type UploadEndpoint } from './upload-endpoint';
import { sealBody, type WireParams } from './wire';

// The portal's side of the upload calls (declared in upload-endpoint.ts): seal the fields, stream the
// file, open and check the answer.

export interface OutgoingFile {
  filename: string;
  body: AsyncIterable<Uint8Array>;
}

export type UploadCall = <E extends UploadEndpoint>(
  endpoint: E,
  params: z.input<E['params']>,
  file: OutgoingFile,
  options?: CallOptions,
) => Promise<z.output<E['answer']>>;

/** Builds the upload counterpart of the upstream client: seal, stream, open, check, validate. */
export function createUploadClient(config: UpstreamConfig): UploadCall {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async (endpoint, params, file, options = {}) => {
    const requestId = randomUUID();
    const detail = { endpoint: endpoint.name, requestId };
    const wire = { ...(params as WireParams), isWeb: 'Y', RequestId: requestId };
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (endpoint.auth) {
      if (!options.token) throw upstreamFailure('unauthorized', { ...detail, cause: 'no token' });
      headers.authorization = `Bearer ${options.token}`;
    }
    const started = Date.now();
    const res = await sendUpload(
      {
        url: `${base}${endpoint.path}`,
        headers,
        endpoint: endpoint.name,
        requestId,
        fields: { [PAYLOAD_PART]: sealBody(config.cipher, wire).payload },
        file: { name: endpoint.file.field, filename: file.filename, contentType: endpoint.file.contentType, body: file.body },
        maxFileBytes: endpoint.file.maxBytes,
      },
      config.transport,
    );
    noteUpstreamDate(res.date);
    config.log?.({ requestId, endpoint: endpoint.name, status: res.status, ms: Date.now() - started });
    if (res.status === 413) throw upstreamFailure('too-large', { ...detail, status: 413 });
    if (res.status === 401) throw upstreamFailure('unauthorized', { ...detail, status: 401 });
    if (res.status < 200 || res.status > 299) throw upstreamFailure('http', { ...detail, status: res.status });
    return decodeAnswer(endpoint, res.text, config.cipher, detail);
  };
}

import { PDF_MAGIC, type FileFacts } from '@/lib/forms/uploads/physical-upload-fields';

/** Name, type, size and first bytes of a chosen file: what the form's PDF rules look at. */
export async function factsOf(file: File): Promise<FileFacts> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, head: String.fromCharCode(...head) };
}

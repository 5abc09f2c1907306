import { z } from 'zod';
import { HttpError, withPublic } from '@/server/http/handler';
import { linkSchemes, type SchemeOption } from '@/server/services/links';

export type LinkSchemesResponse = { schemes: SchemeOption[] };

const category = z.string().trim().min(1).max(60);

export const GET = withPublic(async (req): Promise<LinkSchemesResponse> => {
  const parsed = category.safeParse(new URL(req.url).searchParams.get('category') ?? '');
  if (!parsed.success) throw new HttpError(400, { message: 'Category is mandatory', fieldErrors: { category: 'Category is mandatory' } });
  return { schemes: await linkSchemes(parsed.data) };
});

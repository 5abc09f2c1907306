// The public ARN link generators' BFF contract (seed 002 sections 3 to 5): the paths the forms call and
// what each answers. The route handlers and the forms both take their types from here.

/** POST lib/forms/links/customized-link's customizedLinkSchema. */
export const CUSTOMIZED_LINK_API = '/api/public/links/customized';
/** POST lib/forms/links/scheme-link's schemeLinkSchema. */
export const SCHEME_LINK_API = '/api/public/links/scheme';
/** POST lib/forms/links/customized-link's euinCheckSchema: the check made when the EUIN field is left. */
export const EUIN_CHECK_API = '/api/public/links/euin';
export const LINK_CATEGORIES_API = '/api/public/links/categories';

export const linkSchemesPath = (category: string) => `/api/public/links/schemes?category=${encodeURIComponent(category)}`;

export interface LinkSchemeOption {
  /** 'fund~scheme~plan~option' */
  value: string;
  label: string;
}

export type GeneratedLinkResponse = { link: string };
export type LinkCategoriesResponse = { categories: string[] };
export type LinkSchemesResponse = { schemes: LinkSchemeOption[] };
/** Not valid: the message goes on the EUIN field, and `clear` empties it (the fund house's own check refused it). */
export type EuinCheckResponse = { valid: true } | { valid: false; message: string; clear: boolean };

// Seed 000 section 8: what any failure that has no words of its own says (the trailing space is the
// seed's). A module of its own, importing nothing: the root error page, which every route's first load
// carries, needs this text alone.
export const SOMETHING_WENT_WRONG = 'Something went wrong ';

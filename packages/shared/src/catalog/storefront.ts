// Plain constants, no zod: the storefront's first bundle imports this.

/** Products per category section on the home page, in its "Top rated" row, and similar items. */
export const HOME_SECTION_COUNT = 4;
export const SIMILAR_COUNT = 4;

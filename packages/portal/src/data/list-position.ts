/**
 * Where a paged clinic list stands: its page number (what the pager shows) and, when the page was
 * reached with "Siguiente" / "Anterior", the API's cursor for it, so the API starts from the edge of
 * the page before instead of skipping rows and counting the list again.
 */
export interface ListPosition {
  page: number;
  cursor?: string | undefined;
}

/** The first page: where a list starts and goes back to when its filters change. */
export const FIRST_PAGE: ListPosition = { page: 1 };

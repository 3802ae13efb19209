import { Select, Text } from '@mantine/core';
import type { PageListing } from '../server-api/types';

/** The server's own choice when no page is named (page-operations.ts deletePage): the home page. */
export const HOME_ROUTE = '/';
/** The route of the site's "not found" page: a page, but no place to send anyone. */
const NOT_FOUND_ROUTE = '*';

/** The pages a deleted page's visitors may be sent to: every other page with an address a visitor can reach. */
export function redirectChoices(pages: readonly PageListing[], deleted: PageListing) {
  return pages
    .filter((page) => page.file !== deleted.file && page.route !== NOT_FOUND_ROUTE && !page.reserved)
    .map((page) => ({ value: page.route, label: page.title ? `${page.title} (${page.route})` : page.route }));
}

export interface DeleteRedirectFieldProps {
  page: PageListing;
  pages: readonly PageListing[];
  value: string | null;
  onChange(route: string | null): void;
}

/**
 * Where visitors of a deleted page's address go from now on: the server keeps a permanent redirect (301) from
 * it in redirects.json, which the public site answers once the deletion is published.
 */
export function DeleteRedirectField({ page, pages, value, onChange }: DeleteRedirectFieldProps) {
  return (
    <>
      <Select
        label={`Send visitors of ${page.route} to`}
        description="Links and bookmarks to the old address keep working: they lead to this page."
        data={redirectChoices(pages, page)}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No page of that name"
        required
      />
      <Text size="sm">
        Once the deletion is published, {page.route} answers with a permanent redirect (301) to{' '}
        {value ?? 'the page you pick'}. A page that was never published had no visitors; its redirect does no harm.
      </Text>
    </>
  );
}

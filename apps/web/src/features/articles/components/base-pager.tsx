import { Center, Pagination } from '@mantine/core';
import { ARTICLE_PAGE_SIZE } from '@keh/contracts';

/** Pages of 20 (docs/product/limits.md), only when there is more than one. */
export function BasePager({
  total,
  page,
  onPage,
}: {
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / ARTICLE_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Center mt="xl" component="nav" aria-label="Pages">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        color="navy"
        radius="md"
        siblings={1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': 'Previous page' }
            : control === 'next'
              ? { 'aria-label': 'Next page' }
              : {}
        }
      />
    </Center>
  );
}

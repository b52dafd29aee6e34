import { useState } from 'react';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch, IconX } from '@tabler/icons-react';
import { ARTICLE_SEARCH_MAX } from '@keh/contracts';
import classes from './base-page.module.css';
import { tourTarget } from '../../../lib/tour-targets';

export const SEARCH_LABEL = 'How can we help you today?';

interface BaseSearchFormProps {
  /** The query in the URL (the form starts from it; remount it with a key when it changes). */
  initial: string;
  onSearch: (query: string) => void;
}

/** The knowledge base search: sent on Enter or the button, so typing adds no history entries. */
export function BaseSearchForm({ initial, onSearch }: BaseSearchFormProps) {
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      className={classes.searchForm}
      {...tourTarget('base-search')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextInput
        label={SEARCH_LABEL}
        placeholder="Search articles"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={ARTICLE_SEARCH_MAX}
        size="lg"
        radius="md"
        leftSection={<IconSearch size={20} aria-hidden="true" />}
        rightSectionWidth="auto"
        rightSection={
          <Group gap={4} wrap="nowrap" pr={6}>
            {value ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Clear search"
                onClick={() => {
                  setValue('');
                  if (initial) onSearch('');
                }}
              >
                <IconX size={18} />
              </ActionIcon>
            ) : null}
            <Button type="submit" color="navy" visibleFrom="xs">
              Search
            </Button>
            <ActionIcon type="submit" color="navy" size={38} aria-label="Search" hiddenFrom="xs">
              <IconArrowRight size={20} />
            </ActionIcon>
          </Group>
        }
        classNames={{ label: classes.searchLabel, input: classes.searchInput }}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}

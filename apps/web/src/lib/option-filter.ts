import type { Option } from '@keh/contracts';

/** Options under a heading (a skill category); a group with an empty name has no heading. */
export interface OptionGroup {
  id: number | string;
  name: string;
  options: readonly Option[];
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The groups and options a search leaves: every word of the query must appear in the option's
 * name or its group's name (so 'finance' keeps the whole Finance category, 'cash flow' finds
 * 'Cash flow forecasting'), ignoring case and accents. Groups left empty are dropped; an empty
 * query keeps everything.
 */
export function filterOptionGroups(groups: readonly OptionGroup[], query: string): OptionGroup[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return [...groups];
  return groups
    .map((group) => {
      const groupName = fold(group.name);
      return {
        ...group,
        options: group.options.filter((option) => {
          const text = `${fold(option.name)} ${groupName}`;
          return words.every((word) => text.includes(word));
        }),
      };
    })
    .filter((group) => group.options.length > 0);
}

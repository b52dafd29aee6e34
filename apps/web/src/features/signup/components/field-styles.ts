/** Radio and checkbox groups get labels the size of the text inputs' labels (size md). */
export const GROUP_LABEL = {
  styles: {
    label: { fontSize: 'var(--mantine-font-size-md)' },
    description: { fontSize: 'var(--mantine-font-size-sm)' },
  },
} as const;

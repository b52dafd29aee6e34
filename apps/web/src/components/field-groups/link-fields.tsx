import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { optionalLabel } from '../option-select';
import { groupForm, type GroupFormProps } from './group-form';

const LINKS = {
  linkedin: { label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/your-name' },
  business_website: { label: 'Website', placeholder: 'https://www.example.co.uk' },
  business_twitter: { label: 'Twitter', placeholder: 'https://x.com/…' },
  business_facebook: { label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  business_instagram: { label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  business_linkedin: { label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
} as const;

export type LinkName = keyof typeof LINKS;

type LinkFieldProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  name: LinkName & keyof T;
  /** Instead of the usual label ('Website' stands alone as 'Business website' on My Details). */
  label?: string;
};

/** One optional web address (a full https://… address, checked by the shared URL rule). */
export function LinkField<T extends FieldValues, TOut>({ form, name, label }: LinkFieldProps<T, TOut>) {
  const { register, formState } = groupForm<Record<LinkName, string>>(form);
  const link = LINKS[name];
  return (
    <TextInput
      label={optionalLabel(label ?? link.label)}
      type="url"
      inputMode="url"
      placeholder={link.placeholder}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
}

export type BusinessLinkValues = Record<Exclude<LinkName, 'linkedin'>, string>;

const BUSINESS_LINKS = [
  'business_website',
  'business_twitter',
  'business_facebook',
  'business_instagram',
  'business_linkedin',
] as const satisfies readonly (keyof BusinessLinkValues)[];

type BusinessLinksFieldsProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  /** Set the links apart under a heading (sign-up, where they follow other business fields). */
  legend?: string;
};

/** The business's website and social links, all optional (sign-up step 7, My Survey). */
export function BusinessLinksFields<T extends BusinessLinkValues & FieldValues, TOut>({
  form,
  legend,
}: BusinessLinksFieldsProps<T, TOut>) {
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {BUSINESS_LINKS.map((name) => (
        <LinkField key={name} form={form} name={name} />
      ))}
    </SimpleGrid>
  );
  if (!legend) return grid;
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{
        root: { padding: 0, margin: 0, border: 0 },
        legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', padding: 0, marginBottom: 4 },
      }}
    >
      {grid}
    </Fieldset>
  );
}

import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BusinessValues } from './business-step';
import { optionalLabel } from '../../../components/option-select';

const LINKS = [
  { name: 'businessWebsite', label: 'Website', placeholder: 'https://www.example.co.uk' },
  { name: 'businessTwitter', label: 'Twitter', placeholder: 'https://x.com/…' },
  { name: 'businessFacebook', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { name: 'businessInstagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { name: 'linkedin_business', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
] as const;

interface BusinessLinksFieldsProps {
  register: UseFormRegister<BusinessValues>;
  errors: FieldErrors<BusinessValues>;
}

/** The business's website and social links (all optional, full addresses). */
export function BusinessLinksFields({ register, errors }: BusinessLinksFieldsProps) {
  return (
    <Fieldset
      legend="Your business online"
      variant="unstyled"
      styles={{
        root: { padding: 0, margin: 0, border: 0 },
        legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', padding: 0, marginBottom: 4 },
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {LINKS.map((link) => (
          <TextInput
            key={link.name}
            label={optionalLabel(link.label)}
            type="url"
            inputMode="url"
            placeholder={link.placeholder}
            error={errors[link.name]?.message}
            {...register(link.name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

import { Radio, Select, Stack, TagsInput } from '@mantine/core';
import {
  ARTICLE_TAGS_MAX,
  VISIBILITY,
  VISIBILITY_LABELS,
  VISIBILITY_VALUES,
  parseTags,
  type ArticleCategory,
  type Visibility,
} from '@keh/contracts';
import type { KnownMember } from '../../../components/members-picker';
import { ErrorState } from '../../../components/query-states';
import { ARTICLE_IMAGE_RULE, type EditorErrors, type EditorValues, type StoredImages } from '../editor-form';
import { EditorImagePicker } from './editor-image-picker';
import { EditorMembersPicker } from './editor-members-picker';

interface EditorSettingsProps {
  values: EditorValues;
  stored: StoredImages;
  errors: EditorErrors;
  onChange: (patch: Partial<EditorValues>) => void;
  categories: ArticleCategory[] | undefined;
  categoriesError: boolean;
  onRetryCategories: () => void;
  /** Members already assigned to the stored article (they may no longer be the captain's). */
  assigned: KnownMember[];
}

const VISIBILITY_HINTS: Record<Visibility, string> = {
  '1': 'Anyone, signed in or not',
  '2': 'Every signed-in member of the hub',
  '3': 'Business Captains only',
  '0': 'Only the members you choose',
};

/** Where the article goes and how it looks: category, tags, images and who can read it. */
export function EditorSettings({
  values,
  stored,
  errors,
  onChange,
  categories,
  categoriesError,
  onRetryCategories,
  assigned,
}: EditorSettingsProps) {
  const category = categories?.find((c) => c.id === values.category_id);
  const subCategories = category?.sub_categories ?? [];

  return (
    <Stack gap="lg">
      {categoriesError ? (
        <ErrorState message="The categories could not be loaded." onRetry={onRetryCategories} />
      ) : null}
      <Select
        label="Category"
        placeholder={categories ? 'Choose a category' : 'Loading categories…'}
        data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.category_id ? String(values.category_id) : null}
        onChange={(value) =>
          // docs/product/validation.md: a new category clears the subcategory (it belonged to the old one).
          onChange({ category_id: value ? Number(value) : null, sub_category_id: null })
        }
        error={errors.category_id}
        disabled={!categories}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {subCategories.length > 0 ? (
        <Select
          label="Subcategory"
          placeholder="Choose a subcategory (optional)"
          data={subCategories.map((s) => ({ value: String(s.id), label: s.name }))}
          value={values.sub_category_id ? String(values.sub_category_id) : null}
          onChange={(value) => onChange({ sub_category_id: value ? Number(value) : null })}
          error={errors.sub_category_id}
          clearable
        />
      ) : null}
      <TagsInput
        label="Tags"
        description={`Press Enter or type a comma after each tag (up to ${ARTICLE_TAGS_MAX})`}
        placeholder={values.tags.length ? '' : 'e.g. funding, marketing'}
        value={values.tags}
        onChange={(tags) => onChange({ tags: parseTags(tags).slice(0, ARTICLE_TAGS_MAX) })}
        maxTags={ARTICLE_TAGS_MAX}
        splitChars={[',']}
        acceptValueOnBlur
        clearable
        error={errors.tags}
        required
      />
      <EditorImagePicker
        label="Photo"
        description="The article's picture in the knowledge base: JPEG or PNG, up to 15 MB."
        rule={ARTICLE_IMAGE_RULE}
        file={values.photo}
        storedUrl={stored.photo}
        onChange={(photo) => onChange({ photo })}
        error={errors.photo}
        chooseLabel="Add a photo"
      />
      <EditorImagePicker
        label="Background"
        description="The wide cover above the article: JPEG or PNG, up to 15 MB."
        rule={ARTICLE_IMAGE_RULE}
        file={values.background}
        storedUrl={stored.background}
        onChange={(background) => onChange({ background })}
        error={errors.background}
        shape="wide"
        chooseLabel="Add a background"
      />
      <Radio.Group
        label="Visibility"
        description="Who can read the article once it is published"
        value={values.visibility}
        onChange={(value) => onChange({ visibility: value as Visibility })}
        error={errors.visibility}
      >
        <Stack gap="xs" mt="xs">
          {VISIBILITY_VALUES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={VISIBILITY_LABELS[value]}
              description={VISIBILITY_HINTS[value]}
            />
          ))}
        </Stack>
      </Radio.Group>
      {values.visibility === VISIBILITY.private ? (
        <EditorMembersPicker
          value={values.members}
          onChange={(members) => onChange({ members })}
          assigned={assigned}
          error={errors.members}
        />
      ) : null}
    </Stack>
  );
}

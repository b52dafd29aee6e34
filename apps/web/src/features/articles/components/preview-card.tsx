import { useId, useState } from 'react';
import { Input, Stack, Text, Tooltip } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { HiddenFileInput } from '../../../components/file-choose-button';
import { checkFile } from '../../../lib/file-rules';
import { PREVIEW_IMAGE_RULE } from '../editor-form';
import { useFilePreview } from '../../../lib/use-file-preview';
import classes from './preview-card.module.css';

interface PreviewCardProps {
  category: string;
  subCategory: string | null;
  title: string;
  shortDescription: string;
  /** The card image: a new file, else the stored one, else the photo. */
  imageFile: File | null;
  imageUrl: string | null;
  fallbackFile: File | null;
  onImage: (file: File) => void;
  error?: string;
}

/**
 * The small card as it will appear in the knowledge base, with the camera uploader for its image
 * (preview_small_image: JPEG or PNG up to 500 KB).
 */
export function PreviewCard({
  category,
  subCategory,
  title,
  shortDescription,
  imageFile,
  imageUrl,
  fallbackFile,
  onImage,
  error,
}: PreviewCardProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const chosen = useFilePreview(imageFile);
  const fallback = useFilePreview(imageFile || imageUrl ? null : fallbackFile);
  const shown = imageFile ? chosen : (imageUrl ?? fallback);
  const message = refused ?? error;

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = checkFile(file, PREVIEW_IMAGE_RULE);
    setRefused(problem);
    if (!problem) onImage(file);
  };

  return (
    <Stack gap="xs" className={classes.wrap}>
      <article className={classes.card} aria-label="Knowledge base card">
        <div className={classes.media}>
          {shown ? (
            <img src={shown} alt="" className={classes.image} />
          ) : (
            <div className={classes.placeholder}>
              <IconPhoto size={40} stroke={1.3} aria-hidden="true" />
            </div>
          )}
          <HiddenFileInput
            id={id}
            accept={PREVIEW_IMAGE_RULE.types.join(',')}
            className={classes.input}
            onPick={pick}
            aria-label="Preview image"
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          />
          <Tooltip label="Change the card image" withArrow>
            <label htmlFor={id} className={classes.camera}>
              <IconCamera size={22} aria-hidden="true" />
              <span className={classes.cameraText}>Preview image</span>
            </label>
          </Tooltip>
        </div>
        <div className={classes.body}>
          <Text size="xs" fw={700} c="navy.6" tt="uppercase" className={classes.category}>
            {subCategory ? `${category} · ${subCategory}` : category}
          </Text>
          <Text component="h2" fw={700} fz="lg" lh={1.3} c="navy.9" className={classes.title}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {shortDescription}
          </Text>
        </div>
      </article>
      <Input.Description id={`${id}-hint`} ta="center">
        {imageFile
          ? `${imageFile.name} will be the card image.`
          : imageUrl
            ? 'The card shows its current image. Use the camera to change it.'
            : 'Use the camera to choose the card image: JPEG or PNG, up to 500 KB.'}
      </Input.Description>
      {message ? (
        <Input.Error id={`${id}-error`} ta="center">
          {message}
        </Input.Error>
      ) : null}
    </Stack>
  );
}

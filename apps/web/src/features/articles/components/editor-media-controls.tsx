import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconBrandYoutube, IconFileText, IconPhoto } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import {
  DEFAULT_IMAGE_SIZE,
  DEFAULT_VIDEO_SIZE,
  DOCUMENT_MAX_BYTES,
  EDITOR_IMAGE_MAX_BYTES,
  MSG,
  UNSUPPORTED_IMAGE,
  videoEmbedUrl,
} from '@keh/contracts';
import { errorText, isApiError } from '../../../lib/api';
import { uploadEditorDocument, uploadEditorImage } from '../api/articles-api';
import { DOCUMENT_EXTENSIONS, EDITOR_IMAGE_TYPES, isDocumentName } from '../editor-form';
import { EditorUhOhModal } from './editor-uh-oh-modal';

export type UploadState = { kind: 'image' | 'document'; name: string } | null;

interface EditorMediaControlsProps {
  editor: Editor;
  /** Progress and failures are shown by the editor frame. */
  onUploading: (state: UploadState) => void;
  onError: (message: string | null) => void;
}

export const VIDEO_URL_MESSAGE = 'Please paste the address of a YouTube or Vimeo video.';

/** Toolbar controls that put an image, a document link or a video into the body. */
export function EditorMediaControls({ editor, onUploading, onError }: EditorMediaControlsProps) {
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const [uhOh, setUhOh] = useState(false);
  const [busy, setBusy] = useState(false);

  const upload = async (kind: 'image' | 'document', file: File) => {
    onError(null);
    setBusy(true);
    onUploading({ kind, name: file.name });
    try {
      if (kind === 'image') {
        const src = await uploadEditorImage(file);
        editor
          .chain()
          .focus()
          // A paragraph after it, so typing goes on below the image instead of replacing it.
          .insertContent([
            { type: 'image', attrs: { src, alt: '', size: DEFAULT_IMAGE_SIZE } },
            { type: 'paragraph' },
          ])
          .run();
      } else {
        const { file: href, name } = await uploadEditorDocument(file);
        editor
          .chain()
          .focus()
          .insertContent([
            { type: 'text', text: name || file.name, marks: [{ type: 'link', attrs: { href } }] },
            { type: 'text', text: ' ' },
          ])
          .run();
      }
    } catch (error) {
      // The server checks the content too: a disguised file gets the same 'Uh oh!' as a wrong type.
      if (kind === 'image' && isApiError(error) && errorText(error) === UNSUPPORTED_IMAGE.text) setUhOh(true);
      else onError(errorText(error));
    } finally {
      setBusy(false);
      onUploading(null);
    }
  };

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!EDITOR_IMAGE_TYPES.some((type) => type === file.type)) {
      setUhOh(true);
      return;
    }
    if (file.size > EDITOR_IMAGE_MAX_BYTES) {
      onError(MSG.fileTooLarge);
      return;
    }
    void upload('image', file);
  };

  const pickDocument = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isDocumentName(file.name)) {
      onError(MSG.documentType);
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      onError(MSG.fileTooLarge);
      return;
    }
    void upload('document', file);
  };

  return (
    <>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image (JPEG, PNG or GIF)"
          disabled={busy}
          onClick={() => imageInput.current?.click()}
        >
          <IconPhoto size={16} stroke={1.6} aria-hidden="true" />
        </RichTextEditor.Control>
        <RichTextEditor.Control
          aria-label="Attach document"
          title="Attach a document (.doc, .docx or .pdf)"
          disabled={busy}
          onClick={() => documentInput.current?.click()}
        >
          <IconFileText size={16} stroke={1.6} aria-hidden="true" />
        </RichTextEditor.Control>
        <VideoControl editor={editor} />
      </RichTextEditor.ControlsGroup>
      <input
        ref={imageInput}
        type="file"
        hidden
        aria-label="Image to insert"
        accept={EDITOR_IMAGE_TYPES.join(',')}
        onChange={pickImage}
      />
      <input
        ref={documentInput}
        type="file"
        hidden
        aria-label="Document to attach"
        accept={DOCUMENT_EXTENSIONS.join(',')}
        onChange={pickDocument}
      />
      <EditorUhOhModal opened={uhOh} onClose={() => setUhOh(false)} />
    </>
  );
}

/** 'Embed video': a YouTube or Vimeo address becomes a video node. */
function VideoControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = videoEmbedUrl(url);
    if (!src) {
      setError(VIDEO_URL_MESSAGE);
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent([{ type: 'video', attrs: { src, size: DEFAULT_VIDEO_SIZE } }, { type: 'paragraph' }])
      .run();
    setUrl('');
    close();
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      position="bottom"
      withArrow
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Embed video"
          title="Embed a YouTube or Vimeo video"
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          <IconBrandYoutube size={16} stroke={1.6} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown maw={360}>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput
              label="Video address"
              description="A YouTube or Vimeo link"
              placeholder="https://www.youtube.com/watch?v=…"
              size="sm"
              value={url}
              error={error}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Text size="xs" c="dimmed">
              The video appears small at first; click it to change its size.
            </Text>
            <Button type="submit" size="sm">
              Embed video
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

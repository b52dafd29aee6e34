import { useState } from 'react';
import { Alert, CloseButton, Group, Loader, Paper, SegmentedControl, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MEDIA_SIZES, type ArticleDoc, type MediaSize } from '@keh/contracts';
import { editorExtensions } from './editor-extensions';
import { EditorMediaControls, type UploadState } from './editor-media-controls';
import classes from './editor-body.module.css';

interface EditorBodyProps {
  /** The id of the visible label that names the text box. */
  labelId: string;
  /** The body to start from (read once: remount with a new key to start again). */
  initialBody: ArticleDoc;
  onChange: (body: ArticleDoc) => void;
  error?: string;
}

const SIZE_OPTIONS = (Object.keys(MEDIA_SIZES) as MediaSize[]).map((size) => ({
  value: size,
  label: size[0]?.toUpperCase() + size.slice(1),
}));

/** The article's rich text (TipTap JSON), with images, documents and videos. */
export function EditorBody({ labelId, initialBody, onChange, error }: EditorBodyProps) {
  const [uploading, setUploading] = useState<UploadState>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = `${labelId}-error`;
  const editor = useEditor({
    extensions: editorExtensions('Tell your story…'),
    content: initialBody.content.length ? initialBody : undefined,
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as ArticleDoc),
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
  });

  return (
    <div className={classes.frame} data-error={error ? true : undefined}>
      <RichTextEditor
        editor={editor}
        variant="subtle"
        classNames={{ root: classes.root, content: classes.content }}
      >
        <RichTextEditor.Toolbar
          sticky
          stickyOffset="var(--editor-toolbar-offset)"
          className={classes.toolbar}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {editor ? (
            <EditorMediaControls editor={editor} onUploading={setUploading} onError={setUploadError} />
          ) : null}
          <RichTextEditor.ControlsGroup className={classes.history}>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <div role="status" aria-live="polite" className={classes.status}>
          {uploading ? (
            <Group gap="xs" px="md" py={6}>
              <Loader size={14} aria-hidden="true" />
              <Text size="sm">
                Uploading {uploading.kind === 'image' ? 'image' : 'document'} “{uploading.name}”…
              </Text>
            </Group>
          ) : null}
        </div>
        {uploadError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            mx="md"
            mt="xs"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="red.9">
                {uploadError}
              </Text>
              <CloseButton size="sm" aria-label="Dismiss" onClick={() => setUploadError(null)} />
            </Group>
          </Alert>
        ) : null}
        {editor ? <MediaSizeMenu editor={editor} /> : null}
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}

/** Above a selected image or video: its width (docs/product/limits.md: small, medium, large). */
function MediaSizeMenu({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const type = e.isActive('image') ? 'image' : e.isActive('video') ? 'video' : null;
      const size = type ? (e.getAttributes(type).size as MediaSize | undefined) : undefined;
      return { type, size };
    },
  });
  return (
    <BubbleMenu
      editor={editor}
      pluginKey="mediaSize"
      shouldShow={({ editor: e }) => e.isActive('image') || e.isActive('video')}
      options={{ placement: 'top' }}
    >
      {state.type ? (
        <Paper shadow="md" radius="md" p={4} withBorder className={classes.bubble}>
          <SegmentedControl
            size="xs"
            aria-label={`${state.type === 'image' ? 'Image' : 'Video'} size`}
            data={SIZE_OPTIONS}
            value={state.size ?? 'large'}
            onChange={(size) => {
              if (state.type) editor.chain().focus().updateAttributes(state.type, { size }).run();
            }}
          />
        </Paper>
      ) : null}
    </BubbleMenu>
  );
}

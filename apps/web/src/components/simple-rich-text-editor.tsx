import { useEffect, useId, useRef, useState, type KeyboardEvent, type FormEvent } from 'react';
import { ActionIcon, Box, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconLinkOff, IconList, IconListNumbers } from '@tabler/icons-react';
import classes from './simple-rich-text-editor.module.css';

interface SimpleRichTextEditorProps {
  label: string;
  /** The id of a visible heading that already names the editor (its own label is then left out). */
  labelledBy?: string;
  description?: string;
  /** The HTML to start from; the editor is reset whenever `resetKey` changes. */
  initialHtml: string;
  resetKey?: unknown;
  placeholder?: string;
  onChange: (html: string) => void;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: { command: Command; label: string; icon: typeof IconBold }[] = [
  { command: 'bold', label: 'Bold', icon: IconBold },
  { command: 'italic', label: 'Italic', icon: IconItalic },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: IconList },
  { command: 'insertOrderedList', label: 'Numbered list', icon: IconListNumbers },
];

/** What the editor holds, or '' when it holds no text and no list. */
function readHtml(element: HTMLElement): string {
  const text = element.textContent?.trim() ?? '';
  return text || element.querySelector('li') ? element.innerHTML : '';
}

function normaliseUrl(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return `https://${value}`;
}

/**
 * A small rich-text editor (contentEditable): bold, italic, lists and links. The server
 * sanitises the HTML it is given; pasted text arrives as plain text.
 */
export function SimpleRichTextEditor({
  label,
  labelledBy,
  description,
  initialHtml,
  resetKey,
  placeholder,
  onChange,
}: SimpleRichTextEditorProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [empty, setEmpty] = useState(!initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');

  useEffect(() => {
    if (!editor.current) return;
    editor.current.innerHTML = initialHtml;
    setEmpty(!readHtml(editor.current));
    // Only a new resetKey (or the first render) replaces what the person typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  // Toolbar buttons show whether the caret sits in bold, italic or a list.
  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      if (!selection?.anchorNode || !editor.current?.contains(selection.anchorNode)) return;
      const next: Record<string, boolean> = {};
      for (const tool of TOOLS) next[tool.command] = document.queryCommandState(tool.command);
      setActive(next);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const changed = () => {
    if (!editor.current) return;
    const html = readHtml(editor.current);
    setEmpty(!html);
    onChange(html);
  };

  const run = (command: Command | 'unlink') => {
    editor.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command);
    changed();
  };

  const rememberSelection = () => {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null;
    savedRange.current = range && editor.current?.contains(range.commonAncestorContainer) ? range : null;
  };

  const insertLink = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = normaliseUrl(linkUrl);
    setLinkOpen(false);
    setLinkUrl('');
    if (!url || !editor.current) return;
    editor.current.focus();
    const selection = document.getSelection();
    const range = savedRange.current;
    if (selection && range) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (range && !range.collapsed) {
      document.execCommand('createLink', false, url);
    } else {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.textContent = linkUrl.trim();
      document.execCommand('insertHTML', false, anchor.outerHTML);
    }
    changed();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      rememberSelection();
      setLinkOpen(true);
    }
  };

  return (
    <Stack gap={6}>
      {labelledBy ? null : (
        <Text component="span" id={`${id}-label`} fw={500} size="sm">
          {label}
        </Text>
      )}
      {description ? (
        <Text id={`${id}-description`} size="xs" c="dimmed" mt={labelledBy ? 0 : -4}>
          {description}
        </Text>
      ) : null}
      <Box className={classes.frame}>
        <Group gap={4} className={classes.toolbar} role="toolbar" aria-label={`${label} formatting`}>
          {TOOLS.map(({ command, label: toolLabel, icon: Icon }) => (
            <Tooltip key={command} label={toolLabel} withArrow openDelay={400}>
              <ActionIcon
                variant={active[command] ? 'light' : 'subtle'}
                color="navy"
                aria-label={toolLabel}
                aria-pressed={Boolean(active[command])}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              >
                <Icon size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ))}
          <Popover
            opened={linkOpen}
            onChange={setLinkOpen}
            position="bottom-start"
            withArrow
            trapFocus
            returnFocus
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                color="navy"
                aria-label="Add link"
                aria-haspopup="dialog"
                onMouseDown={(event) => {
                  event.preventDefault();
                  rememberSelection();
                }}
                onClick={() => setLinkOpen((open) => !open)}
              >
                <IconLink size={18} aria-hidden="true" />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <form onSubmit={insertLink}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Link address"
                    size="sm"
                    placeholder="https://"
                    value={linkUrl}
                    onChange={(event) => setLinkUrl(event.currentTarget.value)}
                    data-autofocus
                  />
                  <Button type="submit" size="sm">
                    Add
                  </Button>
                </Group>
              </form>
            </Popover.Dropdown>
          </Popover>
          <Tooltip label="Remove link" withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="navy"
              aria-label="Remove link"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run('unlink')}
            >
              <IconLinkOff size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <div
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelledBy ?? `${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          className={classes.content}
          data-empty={empty || undefined}
          data-placeholder={placeholder}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={changed}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
          }}
        />
      </Box>
    </Stack>
  );
}

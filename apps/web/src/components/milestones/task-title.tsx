import { Text, type TextProps } from '@mantine/core';
import type { Task } from '@keh/contracts';
import classes from './milestones.module.css';

/**
 * A task's title with its `[title](url)` links (docs/product/validation.md).
 *
 * `title_html` is the only HTML from the server this app renders: the server builds it from the
 * title (every character escaped, only http(s) links, each with target=_blank and rel=noopener),
 * so it is set as HTML here and nowhere else.
 */
export function TaskTitle({
  task,
  className,
  ...props
}: { task: Pick<Task, 'title_html'>; className?: string } & TextProps) {
  return (
    <Text
      component="span"
      {...props}
      className={className ? `${classes.taskTitle} ${className}` : classes.taskTitle}
      // Safe by construction on the server (see above): escaped text and http(s) links only.
      dangerouslySetInnerHTML={{ __html: task.title_html }}
    />
  );
}

import { Component, type ReactNode } from 'react';
import { RouteError } from '../routes/route-error';

interface Props {
  /** The page's path: following a link away from the error shows the next page again. */
  path: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The path the error happened on. */
  path: string | null;
}

/** Error boundary of the pages (a render error, or a page chunk that failed to download). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.path === null) return { path: props.path };
    return props.path === state.path ? null : { error: null, path: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}

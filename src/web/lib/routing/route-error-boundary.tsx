import { Component, type ReactNode } from 'react';

type Props = {
  /** The address the boundary's content is for: a new one clears the error. */
  pathname: string;
  /** What stands in for the content once it threw. */
  fallback: ReactNode;
  children: ReactNode;
};

/** Where the content threw: null until it does, undefined until the address is known. */
type State = { failedAt: string | null | undefined };

/**
 * Shows `fallback` in place of a page (or a layout) that threw while rendering, or whose code failed to
 * load, until the player goes to another address. React reports the error on the console.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): State {
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, { failedAt }: State): State | null {
    if (failedAt === undefined) return { failedAt: props.pathname };
    if (failedAt !== null && failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}

import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fetchFailedPagesAgain } from './lazy-page';

type Props = {
  /** What stands in for the content once it threw. */
  fallback: ReactNode;
  children: ReactNode;
};

/** The boundary's props, with the address its content is for: a new one clears the error. */
type BoundaryProps = Props & { pathname: string };

/** Where the content threw: null until it does, undefined until the address is known. */
type State = { failedAt: string | null | undefined };

/**
 * Shows `fallback` in place of a page (or a layout) that threw while rendering, or whose code failed to
 * load, until the player goes to another address. React reports the error on the console.
 */
export function RouteErrorBoundary(props: Props) {
  return <Boundary pathname={useLocation().pathname} {...props} />;
}

/**
 * Shows `fallback` in place of content (a sheet) that threw while rendering, or whose code failed to
 * load, for as long as it stays mounted: its owner unmounts it (the sheet closed) to try again. Needs
 * no router.
 */
export function ErrorBoundary(props: Props) {
  return <Boundary pathname="" {...props} />;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): State {
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(props: BoundaryProps, { failedAt }: State): State | null {
    if (failedAt === undefined) return { failedAt: props.pathname };
    if (failedAt !== null && failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  // The error page is on screen: a page whose chunk failed may now fetch it again when next shown.
  override componentDidCatch() {
    fetchFailedPagesAgain();
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}

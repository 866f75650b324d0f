// Catches a page that throws while rendering: the member sees the Error500 page inside the
// layout instead of a blank screen, and the error goes to error reporting. The app keys it by
// path, so the next navigation starts clean.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../core/tracking-calls.ts';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** A new value (the next address) clears a caught error: leaving a broken screen works. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** A screen that throws while rendering or whose code fails to load shows `fallback` instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

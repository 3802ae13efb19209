import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A block that cannot render yet (a required field emptied mid-edit) shows a note instead of
 * blanking the whole preview; the next edit tries again.
 */
export class BlockBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p style={{ padding: 16, border: '2px dashed #c92a2a', color: '#c92a2a', margin: 16 }}>
          This block cannot be shown until its problems are fixed.
        </p>
      );
    }
    return this.props.children;
  }
}

import { render, screen } from '@testing-library/react';
import { privacyBlocks, PrivacyText } from './privacy-text';

describe('the privacy statement text', () => {
  it('reads headings, lists and paragraphs from plain text', () => {
    expect(privacyBlocks('## What\nWe keep\nlittle.\n\n- names\n- emails\nAfter.')).toEqual([
      { kind: 'heading', text: 'What' },
      { kind: 'paragraph', text: 'We keep little.' },
      { kind: 'list', items: ['names', 'emails'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('shows markup an admin typed as text, never as HTML', () => {
    render(<PrivacyText text={'<img src=x onerror="alert(1)">'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { setSiteLook } from '../features/site/site-look';
import { SiteLogo } from './site-logo';

const look = { communityName: 'Shattered Realms', welcomeText: null, accentColor: null };

describe("the community's logo", () => {
  afterEach(() => act(() => setSiteLook({ communityName: null, welcomeText: null, accentColor: null, logoUrl: null })));

  it('keeps its box in the picture’s shape before it loads when its size is known, and is sized as it loads when not', () => {
    const { container } = render(<SiteLogo height={32} />);
    expect(container.querySelector('img')).toBeNull();

    act(() => setSiteLook({ ...look, logoUrl: '/api/v1/images/a.png', logoSize: { width: 256, height: 128 } }));
    const sized = container.querySelector('img');
    expect([sized?.getAttribute('width'), sized?.getAttribute('height'), sized?.getAttribute('alt')]).toEqual(['64', '32', '']);

    // the same logo saved again keeps its size; a new one whose size is not given has none
    act(() => setSiteLook({ ...look, logoUrl: '/api/v1/images/a.png' }));
    expect(container.querySelector('img')?.getAttribute('width')).toBe('64');
    act(() => setSiteLook({ ...look, logoUrl: '/api/v1/images/b.png' }));
    expect(container.querySelector('img')?.hasAttribute('width')).toBe(false);
    expect(container.querySelector('img')?.getAttribute('height')).toBe('32');
  });
});

import { act, render, screen } from '@testing-library/react';
import { PageTitle } from '../../components/page-title';
import { setSiteLook } from './site-look';
import { WelcomeText } from './welcome-text';

describe("the community's look", () => {
  afterEach(() => act(() => setSiteLook({ communityName: null, welcomeText: null, accentColor: null })));

  it('names the community in the title, shows its welcome and sets its accent colour', () => {
    render(
      <>
        <PageTitle>Home</PageTitle>
        <WelcomeText />
      </>,
    );
    expect(document.title).toBe('Home · LARP');
    expect(screen.queryByText('Welcome, traveller.')).not.toBeInTheDocument();
    act(() => setSiteLook({ communityName: 'Shattered Realms', welcomeText: 'Welcome, traveller.', accentColor: '#1f4e79' }));
    expect(document.title).toBe('Home · Shattered Realms');
    expect(screen.getByText('Welcome, traveller.')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--site-accent')).toBe('#1f4e79');
  });

  it('goes back to the default accent when the community has none', () => {
    act(() => setSiteLook({ communityName: null, welcomeText: null, accentColor: '#7a1f3d' }));
    act(() => setSiteLook({ communityName: null, welcomeText: null, accentColor: null }));
    expect(document.documentElement.style.getPropertyValue('--site-accent')).toBe('');
  });
});

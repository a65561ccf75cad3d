import Alert from 'react-bootstrap/Alert';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import type { CharacterRulesetNoticesQuery } from './ruleset-notices.operations';

/**
 * What rules changes did to this character and why: one note per version that
 * touched it, newest first, in the words the player's mail used. Shows nothing when there is none
 * (nor when the notices cannot be had: they only explain, the page works without them). The editor's
 * route loader asks for them (routes/character-editor/character-editor.loader.ts).
 */
export function RulesetNotices({ notices: preloaded }: { notices: PreloadedOf<typeof CharacterRulesetNoticesQuery> }) {
  const { data } = usePreloaded(preloaded);
  const notices = data?.characterRulesetNotices ?? [];
  if (notices.length === 0) return null;
  const [latest, ...older] = notices;
  return (
    <Alert variant="warning" role="region" aria-label="Rules changes" className="mb-3">
      <h2 className="h6">The rules changed (version {latest.version})</h2>
      <p className="mb-1">{latest.explanation}</p>
      {older.length > 0 && (
        <details>
          <summary>Earlier changes ({older.length})</summary>
          {older.map((notice) => (
            <p key={notice.version} className="mb-1 small">
              Version {notice.version}: {notice.explanation}
            </p>
          ))}
        </details>
      )}
    </Alert>
  );
}

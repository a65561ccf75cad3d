import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { rulesetNotices, type RulesetNotice } from './ruleset.rest';

/**
 * What rules changes did to this character and why: one note per version that
 * touched it, newest first, in the words the player's mail used. Shows nothing when there is none.
 */
export function RulesetNotices({ characterId }: { characterId: string }) {
  const [notices, setNotices] = useState<RulesetNotice[]>([]);
  useEffect(() => {
    let live = true;
    rulesetNotices(characterId)
      .then((answer) => {
        if (live) setNotices(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [characterId]);
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

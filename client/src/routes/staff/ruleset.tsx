import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { formFailureText } from '../../features/events/event-messages';
import { RulesetEditor } from '../../features/rulesets/ruleset-editor';
import {
  CreateRulesetDraftMutation,
  CurrentRulesetQuery,
  DiscardRulesetDraftMutation,
  PublishRulesetDraftMutation,
  RulesetDraftJsonQuery,
  RulesetDraftQuery,
  RulesetDraftsQuery,
  RulesetImpactQuery,
  RulesetVersionJsonQuery,
  RulesetVersionsQuery,
} from '../../features/rulesets/rulesets.operations';
import type {
  PublishPolicy,
  RulesetDraftsQuery as DraftsAnswer,
  RulesetImpactQuery as ImpactAnswer,
  RulesetVersionsQuery as VersionsAnswer,
} from '../../graphql/generated/graphql';

/*
 * /staff/ruleset (admins): the version in force and every earlier one, the ruleset as JSON, the
 * open drafts, an upload that becomes a draft (or is refused with the validator's problems), the
 * open draft's editor (its id in the address, so a reload finds it), its changes, its impact report
 * with counts and filters, and publishing with a policy after a confirmation.
 */

const POLICIES = [
  {
    value: 'GRANDFATHER',
    label: 'Grandfather',
    help: 'Characters keep what became invalid, exempt from re-checking while they do not change it.',
  },
  { value: 'REFUND', label: 'Refund', help: 'What became invalid is removed (with what depends on it) and its XP refunded.' },
  {
    value: 'REBUILD_WINDOW',
    label: 'Rebuild window',
    help: 'What became invalid is uncommitted until the date; what is still invalid then is refunded.',
  },
] as const;

type RulesetVersionRow = VersionsAnswer['rulesetVersions'][number];
type DraftRow = DraftsAnswer['rulesetDrafts'][number];

/** "1 character", "2 characters". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
type ImpactReport = ImpactAnswer['rulesetImpact'];

/** A problem the validator found in a refused draft (GraphQL extensions.problems). */
interface RulesetProblem {
  object: string;
  field: string;
  message: string;
}

/** The kinds of damage, the impact report's count of each, and their words on the screen. */
const DAMAGE_KINDS = [
  { kind: 'INVALID_BUILD', count: 'invalidBuild', label: 'Invalid build' },
  { kind: 'OVER_BUDGET', count: 'overBudget', label: 'Over budget' },
  { kind: 'COST_CHANGED', count: 'costChanged', label: 'Cost changed' },
] as const;
type DamageKind = (typeof DAMAGE_KINDS)[number]['kind'];
const kindLabel = (kind: string) => DAMAGE_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** The server's message and, for a refused draft, the validator's problems. */
function refusalOf(error: unknown): { message: string; problems: RulesetProblem[] } {
  const problems = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.problems : undefined;
  return { message: formFailureText(error), problems: Array.isArray(problems) ? (problems as RulesetProblem[]) : [] };
}

function Drafts({
  drafts,
  openId,
  onOpen,
  busy,
}: {
  drafts: DraftRow[];
  openId: string | null;
  onOpen: (id: string) => void;
  busy: boolean;
}) {
  if (drafts.length === 0)
    return <p className="text-body-secondary">No draft is open. Start one from the rules in force or upload a file.</p>;
  return (
    <Scrolling label="Open drafts, scrollable">
      <Table size="sm" aria-label="Open drafts">
        <thead>
          <tr>
            <th scope="col">Draft</th>
            <th scope="col">Last edited</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((row) => (
            <tr key={row.id}>
              <td>
                {row.name} <span className="text-body-secondary">(label {row.label})</span>
              </td>
              <td>
                {dateTime(row.updatedAt ?? row.createdAt)}
                {row.createdBy ? `, started by ${row.createdBy}` : ''}
              </td>
              <td>
                {row.id === openId ? (
                  <Badge bg="secondary">Open</Badge>
                ) : (
                  <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => onOpen(row.id)}>
                    Open
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scrolling>
  );
}

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function download(name: string, json: unknown) {
  const blob = new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const fileName = (name: string, number: number) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'ruleset'
  }-v${number}.json`;

/** A table that scrolls sideways on a phone; the scrolling region takes the keyboard focus (axe). */
function Scrolling({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

function Problems({ problems }: { problems: RulesetProblem[] }) {
  return (
    <Scrolling label="Problems, scrollable">
      <Table size="sm" bordered className="mb-0 mt-2 bg-white" aria-label="Problems">
        <thead>
          <tr>
            <th scope="col">Object</th>
            <th scope="col">Field</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <td>{problem.object}</td>
              <td>
                <code>{problem.field || '—'}</code>
              </td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scrolling>
  );
}

function Versions({ versions, onRestore, busy }: { versions: RulesetVersionRow[]; onRestore: (number: number) => void; busy: boolean }) {
  return (
    <Scrolling label="Published versions, scrollable">
      <Table size="sm" aria-label="Published versions">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Name</th>
            <th scope="col">Published</th>
            <th scope="col">Policy</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.number}>
              <td>
                {version.number} {version.inForce && <Badge bg="success">In force</Badge>}
              </td>
              <td>
                {version.name} <span className="text-body-secondary">(label {version.label})</span>
              </td>
              <td>
                {dateTime(version.publishedAt)}
                {version.publishedBy ? ` by ${version.publishedBy}` : ' by the system'}
              </td>
              <td>{version.policy ? (POLICIES.find((option) => option.value === version.policy)?.label ?? version.policy) : '—'}</td>
              <td>
                {!version.inForce && (
                  <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onRestore(version.number)}>
                    Restore as draft
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scrolling>
  );
}

function Report({ report, draftId }: { report: ImpactReport; draftId: string }) {
  const [filter, setFilter] = useState<DamageKind | null>(null);
  const rows = filter ? report.characters.filter((row) => row.kinds.includes(filter)) : report.characters;
  const { counts } = report;
  return (
    <section aria-labelledby="report-heading" className="mb-4">
      <h2 id="report-heading" className="h4">
        Impact report
      </h2>
      <p>
        {counts.affected} of {counted(counts.characters, 'character')} {counts.affected === 1 ? 'is' : 'are'} affected. Nothing has changed
        yet.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter by kind of damage">
        <Button
          size="sm"
          variant={filter === null ? 'primary' : 'outline-primary'}
          aria-pressed={filter === null}
          onClick={() => setFilter(null)}
        >
          All affected{' '}
          <Badge bg="light" text="dark">
            {counts.affected}
          </Badge>
        </Button>
        {DAMAGE_KINDS.map(({ kind, count, label }) => (
          <Button
            key={kind}
            size="sm"
            variant={filter === kind ? 'primary' : 'outline-primary'}
            aria-pressed={filter === kind}
            onClick={() => setFilter(kind)}
          >
            {label}{' '}
            <Badge bg="light" text="dark">
              {counts[count]}
            </Badge>
          </Button>
        ))}
        <a
          className="btn btn-sm btn-outline-secondary ms-auto"
          href={`/api/v1/ruleset/drafts/${encodeURIComponent(draftId)}/impact.csv`}
          download
        >
          Download CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-body-secondary">No character is affected{filter ? ` this way` : ''}.</p>
      ) : (
        <Scrolling label="Affected characters, scrollable">
          <Table size="sm" striped aria-label="Affected characters">
            <thead>
              <tr>
                <th scope="col">Character</th>
                <th scope="col">Damage</th>
                <th scope="col">Skills lost</th>
                <th scope="col" className="text-end">
                  Cost before
                </th>
                <th scope="col" className="text-end">
                  Cost after
                </th>
                <th scope="col" className="text-end">
                  XP total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.characterId}>
                  <td>
                    {row.characterName || 'Unnamed character'}
                    {row.messages.map((message) => (
                      <div key={message} className="small text-danger-emphasis">
                        {message}
                      </div>
                    ))}
                  </td>
                  <td>{row.kinds.map(kindLabel).join(', ')}</td>
                  <td>
                    {row.lostSkills.length === 0
                      ? '—'
                      : row.lostSkills.map(({ skill, dependents }) => (
                          <div key={skill}>
                            {skill}
                            {dependents.length > 0 && <span className="text-body-secondary"> (with {dependents.join(', ')})</span>}
                          </div>
                        ))}
                  </td>
                  <td className="text-end">{row.costBefore}</td>
                  <td className="text-end">{row.costAfter}</td>
                  <td className="text-end">{row.characterXpTotal}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scrolling>
      )}
    </section>
  );
}

export function RulesetPage() {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const versionsAnswer = useQuery(RulesetVersionsQuery, { fetchPolicy: 'cache-and-network' });
  const draftsAnswer = useQuery(RulesetDraftsQuery, { fetchPolicy: 'cache-and-network' });
  const draftAnswer = useQuery(RulesetDraftQuery, draftId ? { variables: { id: draftId }, fetchPolicy: 'network-only' } : skipToken);
  const impactAnswer = useQuery(RulesetImpactQuery, draftId ? { variables: { draftId }, fetchPolicy: 'network-only' } : skipToken);
  const [createDraft] = useMutation(CreateRulesetDraftMutation);
  const [discardDraft] = useMutation(DiscardRulesetDraftMutation);
  const [publishDraft] = useMutation(PublishRulesetDraftMutation, { refetchQueries: [RulesetVersionsQuery], awaitRefetchQueries: true });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: RulesetProblem[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [policy, setPolicy] = useState<PublishPolicy>('GRANDFATHER');
  const [rebuildUntil, setRebuildUntil] = useState('');
  const [published, setPublished] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const versionList = versionsAnswer.data?.rulesetVersions;
  const current = useMemo(() => versionList?.find((version) => version.inForce) ?? null, [versionList]);
  const versions = versionList ? { current: current?.number ?? 0, versions: versionList } : null;
  const loadError = downloadError ?? (versionsAnswer.error && !versionList ? formFailureText(versionsAnswer.error) : null);
  const draft = draftId ? (draftAnswer.data?.rulesetDraft ?? null) : null;
  const report: ImpactReport | null = draftId ? (impactAnswer.data?.rulesetImpact ?? null) : null;
  const draftError = draftId && draftAnswer.error ? formFailureText(draftAnswer.error) : null;

  function openDraft(id: string | null) {
    setParams(id ? { draft: id } : {});
  }

  async function refreshDraft() {
    await Promise.all([draftAnswer.refetch(), impactAnswer.refetch(), draftsAnswer.refetch()]);
  }

  async function asDraft(json: Record<string, unknown>) {
    setRefusal(null);
    setPublished(null);
    setBusy(true);
    try {
      const made = (await createDraft({ variables: { ruleset: json } })).data?.createRulesetDraft;
      if (!made) return;
      await draftsAnswer.refetch();
      openDraft(made.id);
    } catch (error) {
      const failed = refusalOf(error);
      setRefusal(
        failed.problems.length ? { ...failed, message: 'The draft was refused. Fix these problems and upload it again:' } : failed,
      );
    } finally {
      setBusy(false);
    }
  }

  async function handleUpload(event: React.SubmitEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setRefusal({ message: 'Choose a ruleset JSON file first.', problems: [] });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (error) {
      setRefusal({ message: `${file.name} is not valid JSON: ${(error as Error).message}`, problems: [] });
      return;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      setRefusal({ message: `${file.name} is not a ruleset: it holds no JSON object.`, problems: [] });
      return;
    }
    await asDraft(json as Record<string, unknown>);
  }

  async function handleRestore(number: number) {
    setBusy(true);
    try {
      const answer = await client.query({ query: RulesetVersionJsonQuery, variables: { number }, fetchPolicy: 'network-only' });
      setBusy(false);
      if (answer.data) await asDraft(answer.data.rulesetVersion);
    } catch (error) {
      setBusy(false);
      setRefusal(refusalOf(error));
    }
  }

  async function handleStartFromCurrent() {
    setBusy(true);
    try {
      const answer = await client.query({ query: CurrentRulesetQuery, fetchPolicy: 'network-only' });
      setBusy(false);
      if (answer.data) await asDraft(answer.data.ruleset);
    } catch (error) {
      setBusy(false);
      setRefusal(refusalOf(error));
    }
  }

  async function handleDownload() {
    try {
      const answer = await client.query({ query: CurrentRulesetQuery, fetchPolicy: 'network-only' });
      const json = answer.data?.ruleset ?? {};
      download(fileName(typeof json.name === 'string' && json.name ? json.name : 'ruleset', versions?.current ?? 0), json);
      setDownloadError(null);
    } catch (error) {
      setDownloadError(formFailureText(error));
    }
  }

  async function handleExportDraft() {
    if (!draftId) return;
    try {
      const answer = await client.query({ query: RulesetDraftJsonQuery, variables: { id: draftId }, fetchPolicy: 'network-only' });
      const json = answer.data?.rulesetDraftJson ?? {};
      download(
        `${fileName(typeof json.name === 'string' && json.name ? json.name : 'ruleset', (versions?.current ?? 0) + 1).replace(/\.json$/, '')}-draft.json`,
        json,
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  async function handleDiscard() {
    if (!draftId) return;
    setBusy(true);
    setConfirming(null);
    try {
      await discardDraft({ variables: { id: draftId } });
      openDraft(null);
      await draftsAnswer.refetch();
      setPublished('The draft was discarded.');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }

  function askToPublish(event: React.SubmitEvent) {
    event.preventDefault();
    if (!draft || !report) return;
    if (policy === 'REBUILD_WINDOW' && !rebuildUntil) {
      setRefusal({ message: 'Choose the date the rebuild window ends.', problems: [] });
      return;
    }
    setRefusal(null);
    setConfirming('publish');
  }

  async function handlePublish() {
    if (!draft || !report) return;
    setConfirming(null);
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await publishDraft({
        variables: { draftId: draft.id, policy, rebuildUntil: policy === 'REBUILD_WINDOW' ? rebuildUntil : null },
      });
      const version = answer.data?.publishRulesetDraft;
      if (!version) return;
      // the count is the impact report's, shown above the button; publishing repairs the same characters
      // unless one changed in between (GraphQL's answer is the version alone)
      const repaired = report.counts.affected;
      setPublished(
        `Version ${version.number} ("${version.name}") is in force. ${counted(repaired, 'character')} ${repaired === 1 ? 'was' : 'were'} repaired and ${counted(report.counts.players, 'player')} told.`,
      );
      openDraft(null);
      await draftsAnswer.refetch();
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  }

  const policyLabel = POLICIES.find((option) => option.value === policy)?.label ?? policy;

  return (
    <>
      <PageTitle>Ruleset</PageTitle>
      <h1>Ruleset</h1>
      {loadError && <Alert variant="danger">{loadError}</Alert>}
      {!versions && !loadError ? (
        <Loading />
      ) : (
        versions && (
          <Card className="mb-4">
            <Card.Body>
              <Card.Title as="h2" className="h4">
                In force: version {versions.current}
                {current ? ` — ${current.name}` : ''}
              </Card.Title>
              {current && (
                <p className="mb-2">
                  Published {dateTime(current.publishedAt)}
                  {current.publishedBy ? ` by ${current.publishedBy}` : ' by the system'}.
                </p>
              )}
              <Button variant="outline-primary" onClick={() => void handleDownload()}>
                Download JSON
              </Button>
              <details className="mt-3">
                <summary>Every published version ({versions.versions.length})</summary>
                <Versions versions={versions.versions} onRestore={(number) => void handleRestore(number)} busy={busy} />
              </details>
            </Card.Body>
          </Card>
        )
      )}

      <section aria-labelledby="drafts-heading" className="mb-4">
        <h2 id="drafts-heading" className="h4">
          Drafts
        </h2>
        {draftsAnswer.data ? (
          <Drafts drafts={draftsAnswer.data.rulesetDrafts} openId={draftId} onOpen={openDraft} busy={busy} />
        ) : (
          <Loading />
        )}
        <Button variant="primary" disabled={busy} onClick={() => void handleStartFromCurrent()}>
          Start a draft from the rules in force
        </Button>
      </section>

      <Form onSubmit={(event) => void handleUpload(event)} className="mb-4" aria-label="Upload a draft" noValidate>
        <h2 className="h4">Upload a new version</h2>
        <Form.Group controlId="ruleset-file" className="mb-2">
          <Form.Label>Ruleset JSON (the format of the exported file)</Form.Label>
          <Form.Control type="file" accept="application/json,.json" ref={fileInput} disabled={busy} />
        </Form.Group>
        <Button type="submit" disabled={busy}>
          Upload as draft
        </Button>
      </Form>

      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal.message}
          {refusal.problems.length > 0 && <Problems problems={refusal.problems} />}
        </Alert>
      )}
      {published && (
        <Alert variant="success" role="status">
          {published}
        </Alert>
      )}
      {draftError && <Alert variant="danger">{draftError}</Alert>}
      {(busy || (draftId && !draft && !draftError)) && <Loading />}

      {draft && (
        <section aria-labelledby="draft-heading" className="mb-4">
          <h2 id="draft-heading" className="h4">
            Draft: {draft.name} (label {draft.label})
          </h2>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <Button size="sm" variant="outline-secondary" onClick={() => void handleExportDraft()}>
              Export the draft as JSON
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => openDraft(null)}>
              Close
            </Button>
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setConfirming('discard')}>
              Discard the draft
            </Button>
          </div>
          {draft.stale && (
            <Alert variant="warning">
              This draft was made against version {draft.baseVersion}, but version {draft.currentVersion} is in force. Upload it again.
            </Alert>
          )}
          <h3 className="h5">What changes</h3>
          {draft.summary.length === 0 ? (
            <p className="text-body-secondary">Nothing yet: the draft is the rules in force.</p>
          ) : (
            <ul aria-label="What changes">
              {draft.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {draft && <RulesetEditor draftId={draft.id} objectVersions={draft.objectVersions as Record<string, number>} onSaved={refreshDraft} />}
      {draft && report && <Report report={report} draftId={draft.id} />}
      {draft && report && (
        <Form onSubmit={askToPublish} aria-label="Publish" noValidate className="mb-4">
          <h2 className="h4">Publish</h2>
          <fieldset className="mb-3">
            <legend className="fs-6">For builds that became invalid</legend>
            {POLICIES.map((option) => (
              <Form.Check
                key={option.value}
                type="radio"
                name="policy"
                id={`policy-${option.value}`}
                label={
                  <>
                    <strong>{option.label}</strong>: {option.help}
                  </>
                }
                checked={policy === option.value}
                onChange={() => setPolicy(option.value)}
              />
            ))}
          </fieldset>
          {policy === 'REBUILD_WINDOW' && (
            <Form.Group controlId="rebuild-until" className="mb-3">
              <Form.Label>Rebuild window ends on</Form.Label>
              <Form.Control type="date" value={rebuildUntil} onChange={(event) => setRebuildUntil(event.target.value)} required />
            </Form.Group>
          )}
          <p className="text-body-secondary">
            A price rise never costs a player a skill: XP is added where the new prices exceed a character&apos;s XP total.
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Button
              type="submit"
              variant="danger"
              disabled={busy || draft.stale}
              aria-describedby={draft.stale ? 'publish-blocked' : undefined}
            >
              Publish as version {(versions?.current ?? 0) + 1}
            </Button>
            {draft.stale && (
              <span id="publish-blocked" className="small text-body-secondary">
                Another version is in force since this draft was made: upload it again.
              </span>
            )}
          </div>
        </Form>
      )}
      <Modal show={confirming === 'publish'} onHide={() => setConfirming(null)} aria-labelledby="publish-confirm-heading">
        <Modal.Header closeButton>
          <Modal.Title id="publish-confirm-heading">Publish version {(versions?.current ?? 0) + 1}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {report && (
            <p className="mb-0">
              This affects {counted(report.counts.affected, 'character')}, mails {counted(report.counts.players, 'player')}, policy{' '}
              {policyLabel}
              {policy === 'REBUILD_WINDOW' && rebuildUntil ? ` until ${rebuildUntil}` : ''}, and cannot be undone.
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void handlePublish()}>
            Publish now
          </Button>
        </Modal.Footer>
      </Modal>
      <Modal show={confirming === 'discard'} onHide={() => setConfirming(null)} aria-labelledby="discard-confirm-heading">
        <Modal.Header closeButton>
          <Modal.Title id="discard-confirm-heading">Discard this draft?</Modal.Title>
        </Modal.Header>
        <Modal.Body>Every edit in it is lost, for every admin editing it. This cannot be undone.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void handleDiscard()}>
            Discard
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

export default RulesetPage;

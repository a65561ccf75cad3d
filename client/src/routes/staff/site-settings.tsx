import { useMutation, useQuery } from '@apollo/client/react';
import { accentContrast, isHexColour, ratioText } from '@larp/rules';
import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { LeaveGuard } from '../../components/leave-guard';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { classifyFailure, failureMessage, RestFailure } from '../../features/accounts/form-result';
import { PaymentSettingsForm } from '../../features/payments/payment-settings-form';
import { setSiteLook, useSiteLook } from '../../features/site/site-look';
import { ConfirmDialog } from '../../features/staff/confirm-dialog';
import { PrivacyStatementQuery } from '../../features/site/privacy.operations';
import { SiteLookQuery, UpdatePrivacyStatementMutation, UpdateSiteLookMutation } from '../../features/site/site.operations';

const FAILED = { invalid: 'The change was refused.', error: 'The change could not be saved. Please try again later.' };
type Result = { variant: 'success' | 'danger'; message: string };

/** /staff/site: admins set the community's name, accent colour, logo and welcome text, and the privacy statement. */
export function SiteSettingsPage() {
  const look = useQuery(SiteLookQuery);
  const privacy = useQuery(PrivacyStatementQuery);
  // One guard for both forms (a router holds one blocker at a time).
  const [dirty, setDirty] = useState({ look: false, privacy: false, payments: false });
  const onLookDirty = useCallback((look: boolean) => setDirty((current) => ({ ...current, look })), []);
  const onPrivacyDirty = useCallback((privacy: boolean) => setDirty((current) => ({ ...current, privacy })), []);
  const onPaymentsDirty = useCallback((payments: boolean) => setDirty((current) => ({ ...current, payments })), []);
  return (
    <>
      <PageTitle>Site and privacy statement</PageTitle>
      <h1>Site and privacy statement</h1>
      <LeaveGuard dirty={dirty.look || dirty.privacy || dirty.payments} />
      {(look.loading || privacy.loading) && <Loading />}
      {look.data && (
        <LookForm
          initial={{
            communityName: look.data.siteLook.communityName ?? '',
            welcomeText: look.data.siteLook.welcomeText ?? '',
            accentColor: look.data.siteLook.accentColor ?? '',
          }}
          onDirty={onLookDirty}
        />
      )}
      {look.data && <LogoForm />}
      <PaymentSettingsForm onDirty={onPaymentsDirty} />
      {privacy.data && (
        <PrivacyForm initial={privacy.data.privacyStatement.isDefault ? '' : privacy.data.privacyStatement.text} onDirty={onPrivacyDirty} />
      )}
    </>
  );
}

/** A form's Save, with progress while it saves and the answer under it. */
function SaveButton({ label, saving, result }: { label: string; saving: boolean; result: Result | null }) {
  return (
    <>
      <Button type="submit" disabled={saving}>
        {saving && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
        {label}
      </Button>
      {result && (
        <FormMessage trigger={result} variant={result.variant}>
          {result.message}
        </FormMessage>
      )}
    </>
  );
}

type LookFields = { communityName: string; welcomeText: string; accentColor: string };

function LookForm({ initial, onDirty }: { initial: LookFields; onDirty: (dirty: boolean) => void }) {
  const [fields, setFields] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty =
    fields.communityName !== saved.communityName || fields.welcomeText !== saved.welcomeText || fields.accentColor !== saved.accentColor;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const [result, setResult] = useState<Result | null>(null);
  const [save, { loading }] = useMutation(UpdateSiteLookMutation, { refetchQueries: [SiteLookQuery] });
  const accent = fields.accentColor.trim();
  // The rule the server applies, shown while the colour is typed: white text on the accent must reach AA.
  const contrast = isHexColour(accent) ? accentContrast(accent) : null;

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      const answer = await save({ variables: { input: fields } });
      if (answer.data) setSiteLook(answer.data.updateSiteLook);
      setSaved(fields);
      setResult({ variant: 'success', message: 'Site look saved' });
    } catch (failure) {
      setResult({ variant: 'danger', message: failureMessage(classifyFailure(failure), FAILED) });
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="look-heading" className="mb-5" style={{ maxWidth: '40rem' }}>
      <h2 id="look-heading" className="h4">
        The site&apos;s look
      </h2>
      <Form.Group className="mb-3" controlId="site-name">
        <Form.Label>Community name</Form.Label>
        <Form.Control
          value={fields.communityName}
          maxLength={60}
          onChange={(event) => setFields({ ...fields, communityName: event.target.value })}
        />
        <Form.Text>Shown in the navigation and the browser tab. Empty: &quot;LARP&quot;.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="site-accent">
        <Form.Label>Accent colour</Form.Label>
        <div className="d-flex gap-2 align-items-center">
          <Form.Control
            value={fields.accentColor}
            placeholder="#1f4e79"
            maxLength={7}
            aria-describedby="site-accent-contrast"
            onChange={(event) => setFields({ ...fields, accentColor: event.target.value })}
          />
          {contrast && <span className="accent-swatch" style={{ background: accent }} aria-hidden="true" />}
        </div>
        <Form.Text id="site-accent-contrast">
          {contrast
            ? `Contrast with white text: ${ratioText(contrast.ratio)} (${contrast.meetsAA ? 'meets' : 'below'} the 4.50:1 needed)`
            : 'As #rrggbb; white text on it must reach a contrast of 4.50:1. Empty: the default colour.'}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="site-welcome">
        <Form.Label>Welcome text</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={600}
          value={fields.welcomeText}
          onChange={(event) => setFields({ ...fields, welcomeText: event.target.value })}
        />
        <Form.Text>Shown on the sign-in page and on home.</Form.Text>
      </Form.Group>
      <SaveButton label="Save the look" saving={loading} result={result} />
    </Form>
  );
}

interface LookAnswer {
  data?: {
    site_look: { community_name: string | null; welcome_text: string | null; accent_color: string | null; logo_url: string | null };
  };
  message?: string;
}

/** PUT /api/v1/site_logo (multipart: GraphQL takes no files); the look as saved. */
async function uploadLogo(file: File): Promise<NonNullable<LookAnswer['data']>['site_look']> {
  const form = new FormData();
  form.append('logo', file);
  const response = await fetch('/api/v1/site_logo', {
    method: 'PUT',
    body: form,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as LookAnswer | null;
  if (!response.ok || !body?.data) throw new RestFailure(response.status, body?.message ?? response.statusText);
  return body.data.site_look;
}

/** The logo: shown beside the name in the navigation and above the sign-in pages. */
function LogoForm() {
  const { logoUrl } = useSiteLook();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [removeLogo] = useMutation(UpdateSiteLookMutation);

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    if (!file) return;
    setSaving(true);
    try {
      const look = await uploadLogo(file);
      setSiteLook({
        communityName: look.community_name,
        welcomeText: look.welcome_text,
        accentColor: look.accent_color,
        logoUrl: look.logo_url,
      });
      setFile(null);
      setInputKey((key) => key + 1);
      setResult({ variant: 'success', message: 'Logo saved' });
    } catch (failure) {
      setResult({ variant: 'danger', message: failureMessage(classifyFailure(failure), FAILED) });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setSaving(true);
    try {
      const answer = await removeLogo({ variables: { input: { removeLogo: true } } });
      if (answer.data) setSiteLook(answer.data.updateSiteLook);
      setResult({ variant: 'success', message: 'Logo removed' });
    } catch (failure) {
      setResult({ variant: 'danger', message: failureMessage(classifyFailure(failure), FAILED) });
    } finally {
      setSaving(false);
      setConfirming(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="logo-heading" className="mb-5" style={{ maxWidth: '40rem' }}>
      <h2 id="logo-heading" className="h4">
        Logo
      </h2>
      {logoUrl ? (
        <p className="d-flex align-items-center gap-3 flex-wrap">
          <img src={logoUrl} alt="The current logo" height={64} className="site-logo-preview" />
          <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={saving}>
            Remove the logo
          </Button>
        </p>
      ) : (
        <p>No logo: the navigation shows the community name alone.</p>
      )}
      <Form.Group className="mb-3" controlId="site-logo">
        <Form.Label>{logoUrl ? 'A new logo file' : 'Logo file'}</Form.Label>
        <Form.Control
          key={inputKey}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby="site-logo-help"
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text id="site-logo-help">
          PNG, JPEG, GIF or WebP, at most 2 MB. It is stored without its metadata and scaled to 256 pixels a side.
        </Form.Text>
      </Form.Group>
      <Button type="submit" disabled={saving || !file} aria-describedby={file ? undefined : 'site-logo-why'}>
        {saving && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Upload the logo
      </Button>
      {!file && (
        <span id="site-logo-why" className="ms-2 text-body-secondary">
          Choose a picture first.
        </span>
      )}
      {result && (
        <FormMessage trigger={result} variant={result.variant}>
          {result.message}
        </FormMessage>
      )}
      <ConfirmDialog
        show={confirming}
        title="Remove the logo"
        confirmLabel="Remove the logo"
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">The navigation and the sign-in pages will show the community name alone.</p>
      </ConfirmDialog>
    </Form>
  );
}

function PrivacyForm({ initial, onDirty }: { initial: string; onDirty: (dirty: boolean) => void }) {
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  useEffect(() => onDirty(text !== saved), [text, saved, onDirty]);
  const [result, setResult] = useState<Result | null>(null);
  const [save, { loading }] = useMutation(UpdatePrivacyStatementMutation, { refetchQueries: [PrivacyStatementQuery] });

  async function submit(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      const answer = await save({ variables: { text } });
      const isDefault = answer.data?.updatePrivacyStatement.isDefault;
      setSaved(text);
      setResult({ variant: 'success', message: isDefault ? 'Privacy statement reset to the default text' : 'Privacy statement saved' });
    } catch (failure) {
      setResult({ variant: 'danger', message: failureMessage(classifyFailure(failure), FAILED) });
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="privacy-heading" style={{ maxWidth: '48rem' }}>
      <h2 id="privacy-heading" className="h4">
        Privacy statement
      </h2>
      <p>
        Shown at <Link to="/privacy">/privacy</Link>, linked from signup, the footer and the account page. Leave it empty to show the
        default text, which says what this product stores and for how long.
      </p>
      <Form.Group className="mb-3" controlId="site-privacy">
        <Form.Label>The community&apos;s privacy statement</Form.Label>
        <Form.Control as="textarea" rows={12} maxLength={15000} value={text} onChange={(event) => setText(event.target.value)} />
        <Form.Text>
          Plain text: a line starting with &quot;## &quot; is a heading, &quot;- &quot; a list item; a blank line starts a paragraph.
        </Form.Text>
      </Form.Group>
      <SaveButton label="Save the privacy statement" saving={loading} result={result} />
    </Form>
  );
}

export default SiteSettingsPage;

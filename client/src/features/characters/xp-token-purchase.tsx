import { useMutation } from '@apollo/client/react';
import { ACCOUNT_FORM_MESSAGES, XP_TOKEN_SHARD_COST } from '@larp/rules';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormMessage } from '../../components/form-message';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import { CHARACTER_TEXT } from './character-messages';
import { BuyXpTokenForCharacterMutation } from './characters.operations';

const shardsText = (count: number) => `${count} ${count === 1 ? 'Shard' : 'Shards'}`;

export const XP_TOKEN_CONFIRM_TITLE = 'Buy an XP token?';

export interface XpTokenPurchaseProps {
  shards: number;
  xpTokenPurchased: boolean;
  characters: readonly { id: string; name: string; xp?: number }[];
  /** after a purchase: reload the balance and the characters' XP */
  onPurchased: () => Promise<unknown>;
}

type PurchaseState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The shard balance section's XP-token purchase (players §4, §5, §8): choose one of your characters;
 * the button is disabled once a token was bought (xp_token_purchased); with fewer than 3 shards the
 * 'Not enough Shards' dialog opens instead of a call.
 */
export function XpTokenPurchase({ shards, xpTokenPurchased, characters, onPurchased }: XpTokenPurchaseProps) {
  const [characterId, setCharacterId] = useState('');
  const [state, setState] = useState<PurchaseState>({ kind: 'idle' });
  const [showNotEnough, setShowNotEnough] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [buyXpToken] = useMutation(BuyXpTokenForCharacterMutation);
  const ids = { select: useId(), help: useId(), dialogTitle: useId(), confirmTitle: useId() };
  const chosen = characters.find((character) => character.id === characterId);
  // The chosen character is gone (deleted): the choice and what was said about it go with it.
  if (characterId && !chosen && state.kind !== 'submitting') {
    setCharacterId('');
    setState({ kind: 'idle' });
  }

  function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (shards < XP_TOKEN_SHARD_COST) {
      setShowNotEnough(true);
      return;
    }
    if (!characterId) {
      // The server's words for the same refusal (players §5: a character must be chosen).
      setState({ kind: 'failed', message: ACCOUNT_FORM_MESSAGES.xpTokenCharacterMissing });
      return;
    }
    // Shards are spent only after the player saw the cost and the balance afterwards.
    setConfirming(true);
  }

  async function buy() {
    setConfirming(false);
    setState({ kind: 'submitting' });
    try {
      const { data } = await buyXpToken({ variables: { characterId } });
      await onPurchased();
      const name = characters.find((character) => character.id === characterId)?.name ?? 'your character';
      setState({ kind: 'done', message: `XP token bought: ${name} now has ${data?.buyXpToken.characterXpTotal ?? ''} XP.` });
    } catch (error) {
      setState({
        kind: 'failed',
        message: failureMessage(classifyFailure(error), { invalid: CHARACTER_TEXT.purchaseInvalid, error: CHARACTER_TEXT.purchaseError }),
      });
    }
  }

  return (
    <>
      <Form onSubmit={handleSubmit} aria-label="Buy an XP token" className="mt-2" style={{ maxWidth: '40rem' }}>
        <Form.Group className="mb-2" controlId={ids.select}>
          <Form.Label>Character for the XP token</Form.Label>
          <Form.Select
            value={characterId}
            disabled={xpTokenPurchased}
            aria-describedby={ids.help}
            onChange={(event) => setCharacterId(event.target.value)}
          >
            <option value="">Choose a character</option>
            {characters.map((character) => (
              <option key={character.id} value={character.id}>
                {character.name}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={ids.help}>
            {xpTokenPurchased
              ? CHARACTER_TEXT.tokenAlreadyBought
              : `An XP token costs ${XP_TOKEN_SHARD_COST} Shards and gives one character 1 XP, once between events.`}
          </Form.Text>
        </Form.Group>
        <Button type="submit" disabled={xpTokenPurchased || state.kind === 'submitting'} aria-describedby={ids.help}>
          Buy XP Token
        </Button>
        {state.kind === 'submitting' && (
          <FormMessage trigger={state} variant="info">
            {CHARACTER_TEXT.purchaseProgress}
          </FormMessage>
        )}
        {state.kind === 'done' && (
          <FormMessage trigger={state} variant="success">
            {state.message}
          </FormMessage>
        )}
        {state.kind === 'failed' && (
          <FormMessage trigger={state} variant="danger">
            {state.message}
          </FormMessage>
        )}
      </Form>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby={ids.confirmTitle}>
        <Modal.Header closeButton>
          <Modal.Title id={ids.confirmTitle} as="h2" className="h5">
            {XP_TOKEN_CONFIRM_TITLE}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            An XP token costs {XP_TOKEN_SHARD_COST} Shards and gives {chosen?.name ?? 'the character'} 1 XP
            {chosen?.xp !== undefined ? ` (${chosen.xp} → ${chosen.xp + 1} XP)` : ''}.
          </p>
          <p className="mb-0">
            Your balance afterwards: <strong>{shardsText(shards - XP_TOKEN_SHARD_COST)}</strong> (now {shards}). You can buy one token
            between events.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={() => void buy()}>Yes, buy it</Button>
        </Modal.Footer>
      </Modal>
      <Modal show={showNotEnough} onHide={() => setShowNotEnough(false)} aria-labelledby={ids.dialogTitle}>
        <Modal.Header closeButton>
          <Modal.Title id={ids.dialogTitle} as="h2" className="h5">
            {CHARACTER_TEXT.notEnoughShards}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          An XP token costs {XP_TOKEN_SHARD_COST} Shards; you have {shards}.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setShowNotEnough(false)}>
            OK
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

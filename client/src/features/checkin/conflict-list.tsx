import Button from 'react-bootstrap/Button';

/** What both the gate and the attendance review know of a check-in conflict. */
export interface ConflictView {
  id: string;
  registrationId?: string | null;
  devices: ReadonlyArray<{ deviceId: string; scannedAt: string; staffName?: string | null }>;
}

/**
 * The unresolved conflicts between devices, as the gate and the attendance review list
 * them: who, which devices at what time, and for admins a Resolve button.
 */
export function ConflictList<C extends ConflictView>({
  conflicts,
  nameOf,
  timeText,
  canResolve,
  onResolve,
}: {
  conflicts: readonly C[];
  nameOf: (conflict: C) => string;
  timeText: (iso: string) => string;
  canResolve: boolean;
  onResolve: (conflict: C) => void;
}) {
  return (
    <>
      <p className="small">The same ticket was admitted by more than one device while they were offline.</p>
      <ul className="list-group">
        {conflicts.map((conflict) => {
          const name = nameOf(conflict);
          return (
            <li key={conflict.id} className="list-group-item">
              <strong>{name}</strong>
              <ul className="small mb-1">
                {conflict.devices.map((device) => (
                  <li key={`${device.deviceId}-${device.scannedAt}`}>
                    {/* The admin asks the people at the gate: named by who held the device, the device only when nobody is known. */}
                    {device.staffName ? `${device.staffName} (device ${device.deviceId})` : `Device ${device.deviceId}`} at{' '}
                    {timeText(device.scannedAt)}
                  </li>
                ))}
              </ul>
              {canResolve && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onResolve(conflict)}
                  aria-label={`Resolve the conflict of ${name}`}
                >
                  Resolve
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

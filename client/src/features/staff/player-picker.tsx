import { userName, type StaffUserRow } from './character-rows';
import { OnePicker, type PickerSource } from './search-picker';

export interface PlayerPickerProps {
  /** what the choice is called on this screen: 'Player', 'Account' */
  legend?: string;
  /** what the choices are called: ['player', 'players'], ['account', 'accounts'] */
  noun?: [one: string, many: string];
  source: PickerSource<StaffUserRow>;
  chosen: StaffUserRow | null;
  onChoose: (row: StaffUserRow) => void;
}

/** One player chosen by a search of their name or email (each match shows the address that tells like-named players apart). */
export function PlayerPicker({ legend = 'Player', noun = ['player', 'players'], source, chosen, onChoose }: PlayerPickerProps) {
  return (
    <OnePicker
      legend={legend}
      noun={noun}
      searchLabel={`Search ${noun[1]} by name or email`}
      source={source}
      chosen={chosen}
      onChoose={onChoose}
      rowLabel={userName}
      rowDetail={(row) => row.email}
    />
  );
}

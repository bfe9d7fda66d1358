import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The spec's winner dropdown: the match's two teams, no empty value. */
export function TeamSelect({
  teams,
  value,
  onChange,
  placeholder,
  label,
  disabled,
}: {
  teams: [string, string];
  value: string | undefined;
  onChange: (team: string) => void;
  placeholder: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger aria-label={label} className="w-44 min-w-0">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {teams.map((team) => (
          <SelectItem key={team} value={team}>
            {team}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A search box with its icon, for lists filtered as the visitor types. */
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SearchFieldProps {
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextInput
      style={{ flex: '1 1 260px' }}
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

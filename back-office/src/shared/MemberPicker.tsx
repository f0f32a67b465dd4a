import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsQuery } from './api/opsQuery';

/** The members offered for what is typed (opsMemberSearch's `query`: a username's start, an id, a phone...). */
const OFFERED = 10;
/** Typing pauses this long before the search is asked: one call per word typed, not per key. */
const TYPING_MS = 250;

/**
 * Picks a member by what the operator knows of them (support's member search, `opsMemberSearch`), offered as
 * "username (#id)"; the form gets the member's id.
 */
export function MemberPicker({ id, value, onChange }: { id?: string; value?: number; onChange?: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setQuery(typed.trim()), TYPING_MS);
    return () => clearTimeout(wait);
  }, [typed]);
  const found = useOpsQuery(
    'opsMemberSearch',
    { query, limit: OFFERED },
    { key: ['picker', query], enabled: query !== '', placeholderData: keepPreviousData },
  );
  const options = (query ? (found.data?.rows ?? []) : []).map((member) => ({
    value: member.id,
    label: `${member.username} (#${member.id})`,
  }));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      placeholder={t('common.memberPicker.placeholder')}
      notFoundContent={query && !found.isFetching ? t('common.memberPicker.none') : null}
      style={{ width: 320 }}
    />
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { useSession } from '../../app/useSession';
import { hasPrivilege } from '../../auth/session';
import { pick } from '../../i18n';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { SelectField, TextField } from '../components/Field';
import { useBlocks, useDistricts } from '../components/reference';
import { ADMIN_PRIV } from '../privileges';
import type { School } from '../types';
import { useKeysetPages } from '../components/useKeysetPages';
import { isCode, optionLabel, optionsOf } from './schoolOptions';
import '../admin.css';

const PAGE_SIZE = 20;

/** /dashboard/school: the school master list with search and filters; add and edit with the school-master privilege. */
export default function SchoolsScreen() {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const canEdit = hasPrivilege(session, ADMIN_PRIV.schoolMaster);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [districtId, setDistrictId] = useState('');
  const [blockId, setBlockId] = useState('');
  const [management, setManagement] = useState('');
  const districts = useDistricts();
  const blocks = useBlocks(districtId);
  const translate = useMemo(() => i18n._.bind(i18n), [i18n]);

  const filters = {
    search: search || undefined,
    districtId: districtId ? Number(districtId) : undefined,
    blockId: blockId ? Number(blockId) : undefined,
    management: isCode('management', management) ? management : undefined,
  };
  // The page is in the address; Next and Previous send the cursors of the page shown.
  const pages = useKeysetPages(JSON.stringify(filters), PAGE_SIZE);
  const list = useQuery({
    queryKey: ['schools', 'list', filters, pages.request, lang],
    queryFn: () => pages.load((paging) => apiCall('post', '/v1/school/master/list', { body: { ...filters, ...paging, pageSize: PAGE_SIZE } })),
    // The rows shown stay until the next page or filter arrives.
    placeholderData: keepPreviousData,
  });
  const resetPage = pages.restart;

  const applySearch = (e: FormEvent) => {
    e.preventDefault();
    const text = searchText.trim();
    if (text.length > 0 && text.length < 3) {
      setSearchError(t`Please enter at least 3 characters for the school name.`);
      return;
    }
    setSearchError(undefined);
    setSearch(text);
    resetPage();
  };

  const columns = useMemo<AdminColumn<School>[]>(
    () => [
      {
        id: 'school',
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">{row.original.name}</div>
            <div className="muted small">
              {t`UDISE`} {row.original.udise}
              {row.original.misCode ? ` · ${t`MIS code`} ${row.original.misCode}` : ''}
            </div>
            {!row.original.active && <span className="status-chip inactive">{t`Inactive`}</span>}
          </div>
        ),
      },
      {
        id: 'place',
        header: () => t`District / block`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.districtName}</div>
            <div className="muted small">
              {row.original.blockName} · {optionLabel('location', row.original.location, translate)}
            </div>
          </div>
        ),
      },
      {
        id: 'kind',
        header: () => t`Management / category`,
        cell: ({ row }) => (
          <div>
            <div>{optionLabel('management', row.original.management, translate)}</div>
            <div className="muted small">
              {optionLabel('category', row.original.category, translate)} · {optionLabel('genderType', row.original.genderType, translate)}
            </div>
          </div>
        ),
      },
      {
        id: 'head',
        header: () => t`School head`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.headName || '—'}</div>
            <div className="muted small">{[row.original.mobile, row.original.email].filter(Boolean).join(' · ')}</div>
          </div>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: () => t`Actions`,
              cell: ({ row }) => (
                <Link className="btn btn-sm" to={`/forms/addnewschool?schoolCode=${encodeURIComponent(row.original.schoolCode)}`} aria-label={t`Edit ${row.original.name}`}>
                  {t`Edit`}
                </Link>
              ),
            } satisfies AdminColumn<School>,
          ]
        : []),
    ],
    [t, translate, canEdit],
  );

  const labels = { place: t`District / block`, kind: t`Management / category`, head: t`School head`, actions: '' };
  const items = list.data?.items ?? [];

  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{t`Schools`}</h1>
        {canEdit && (
          <Link className="btn btn-primary" to="/forms/addnewschool">
            {t`Add a new school`}
          </Link>
        )}
      </div>
      <form className="filters" role="search" aria-label={t`Find schools`} onSubmit={applySearch} noValidate>
        <TextField name="search" type="search" label={t`School name or UDISE`} value={searchText} onChange={setSearchText} error={searchError} />
        <SelectField
          name="district"
          label={t`District`}
          value={districtId}
          onChange={(v) => {
            setDistrictId(v);
            setBlockId('');
            resetPage();
          }}
          placeholder={t`All districts`}
          options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: pick(d.name, lang) }))}
        />
        <SelectField
          name="block"
          label={t`Block`}
          value={blockId}
          disabled={!districtId}
          onChange={(v) => {
            setBlockId(v);
            resetPage();
          }}
          placeholder={t`All blocks`}
          options={(blocks.data ?? []).map((b) => ({ value: String(b.id), label: pick(b.name, lang) }))}
        />
        <SelectField
          name="management"
          label={t`Management type`}
          value={management}
          onChange={(v) => {
            setManagement(v);
            resetPage();
          }}
          placeholder={t`All management types`}
          options={optionsOf('management', translate)}
        />
        <div className="filter-actions">
          <button type="submit" className="btn btn-primary">{t`Search`}</button>
        </div>
      </form>
      {(districts.error || blocks.error) && <p className="field-error">{districts.error ?? blocks.error}</p>}
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={items.length === 0}>
        <DataTable caption={t`Schools`} columns={columns} data={items} labels={labels} rowKey={(s) => s.schoolCode} paging={pages.paging(list.data)} testId="school-table" />
      </ListState>
    </div>
  );
}

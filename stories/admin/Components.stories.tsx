import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, ListState, type AdminColumn } from '../../web/admin/components/DataTable';
import { DocumentList } from '../../web/admin/components/DocumentList';
import { SelectField, TextField } from '../../web/admin/components/Field';
import { FilePicker } from '../../web/admin/components/FilePicker';
import { Notice } from '../../web/admin/components/Notice';
import { Toggle } from '../../web/admin/components/Toggle';
import { complaintDocuments } from './fixtures';

type Row = { id: number; name: string; district: string };
const rows: Row[] = [
  { id: 1, name: 'Government Senior Secondary School, Mullana', district: 'Ambala' },
  { id: 2, name: 'Adarsh Public School, Barara', district: 'Ambala' },
];
const columns: AdminColumn<Row>[] = [
  { id: 'name', header: () => 'School', cell: ({ row }) => <strong>{row.original.name}</strong> },
  { id: 'district', header: () => 'District', cell: ({ row }) => row.original.district },
];

function PagedTable() {
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 2 });
  return (
    <DataTable
      caption="Schools"
      columns={columns}
      data={rows}
      labels={{ district: 'District' }}
      rowKey={(r) => String(r.id)}
      paging={{ pagination, onPaginationChange: setPagination, total: 45 }}
    />
  );
}

function Fields() {
  const [text, setText] = useState('98100');
  const [choice, setChoice] = useState('');
  const [on, setOn] = useState(true);
  const [files, setFiles] = useState<File[]>([new File(['%PDF-1.4'], 'evidence.pdf', { type: 'application/pdf' })]);
  return (
    <div className="admin-page" style={{ maxWidth: 480 }}>
      <TextField name="mobile" label="Mobile number" value={text} onChange={setText} error="Not a valid mobile number" hint="10 digits" required />
      <SelectField
        name="status"
        label="Status"
        value={choice}
        onChange={setChoice}
        placeholder="Select status"
        options={[{ value: 'RESOLVED', label: 'Resolved' }]}
        error="Please select status"
      />
      <Toggle id="t1" label="Complaints" checked={on} onChange={setOn} />
      <FilePicker label="Documents" files={files} onChange={setFiles} />
      <DocumentList documents={complaintDocuments} onOpen={() => undefined} />
    </div>
  );
}

const meta = { title: 'Admin/Components', component: PagedTable } satisfies Meta<typeof PagedTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A server-paged table; cards below 700 px. */
export const Table: Story = {};

/** Fields with their errors, a switch, a file picker and a document list. */
export const FormParts: Story = { render: () => <Fields /> };

/** The empty state of a list. */
export const EmptyList: Story = {
  render: () => (
    <ListState loading={false} error={null} empty>
      {null}
    </ListState>
  ),
};

/** Success and error notices. */
export const Notices: Story = {
  render: () => (
    <>
      <Notice notice={{ kind: 'success', text: 'New cycle created' }} onClose={() => undefined} />
      <Notice notice={{ kind: 'error', text: 'You have already initiated the accreditation forms of this cycle. Please check.' }} onClose={() => undefined} />
    </>
  ),
};

import { useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client/errors';
import type { FieldErrors } from '@jazz/contracts';
import { type PayMethod, type Person, type PersonData } from '@jazz/contracts/money';
import { useAdminPath } from '../../paths';
import { announceSaved } from '../../saved-notice';
import { DataError } from '../../data-error';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';
import { HeaderRow } from '../../table';
import { ListHeader, ListItemForm, type ListRecordFormProps } from '../screen-header';
import { TextInput } from './money-inputs';
import { PAY_METHOD_CHOICES, PAY_METHOD_WORDS } from './money-parts';
import { PersonFeed } from './person-feed';
import { CheckboxField } from '../../fields/checkbox-field';
import { ChoiceField } from '../../fields/choice-field';
import { download } from '../../download';
import { isYear, useThisYear } from './money-downloads';
import { MoneyNote } from './money-inputs';
import './money.css';

/** A file name's part from a person's name: "Dana Reyes" → "dana-reyes". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'person';

/** Each player's year as a PDF (his statement for January): the year asked once for the whole list. */
function useStatements(setMessage: (message: string) => void) {
  const { api } = useAdminHost();
  const thisYear = useThisYear();
  const [year, setYear] = useState(thisYear);
  const [note, setNote] = useState('');
  async function statement(person: Person) {
    setNote('');
    setMessage('');
    if (!isYear(year)) return setMessage('Years are written as 2026.');
    try {
      download(
        `statement-${slug(person.name)}-${year}.pdf`,
        await api.people.statementPdf(person._id, year),
        'application/pdf',
      );
      setNote(`The statement of ${person.name} for ${year} is downloaded.`);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The server could not be reached. Try again.');
    }
  }
  const yearField = (
    <div className="money-part money-filters">
      <TextInput id="statement-year" label="Statements for the year" value={year} onChange={setYear} />
      <MoneyNote text={note} />
    </div>
  );
  return { statement, yearField };
}

/** The form's values: instruments as typed ("bass, tuba"), the TIN only when a new one is typed. */
interface PersonValues {
  name: string;
  stageName: string;
  email: string;
  phone: string;
  address: string;
  instruments: string;
  payMethod: PayMethod;
  payHandle: string;
  w9OnFile: boolean;
  tin: string;
  notes: string;
}

const EMPTY: PersonValues = {
  name: '',
  stageName: '',
  email: '',
  phone: '',
  address: '',
  instruments: '',
  payMethod: 'check',
  payHandle: '',
  w9OnFile: false,
  tin: '',
  notes: '',
};

const valuesOf = (person: Person): PersonValues => ({
  name: person.name,
  stageName: person.stageName,
  email: person.email,
  phone: person.phone,
  address: person.address,
  instruments: person.instruments.join(', '),
  payMethod: person.payMethod,
  payHandle: person.payHandle,
  w9OnFile: person.w9OnFile,
  tin: '',
  notes: person.notes,
});

// the TIN is write-only: sent only when a new one was typed, so the stored one stays otherwise
const dataOf = ({ instruments, tin, ...values }: PersonValues): PersonData => ({
  ...values,
  instruments: instruments
    .split(',')
    .map((instrument) => instrument.trim())
    .filter(Boolean),
  ...(tin.trim() ? { tin } : {}),
});

function PersonForm({
  editing,
  values,
  errors,
  onValues,
  onCancel,
  onSave,
}: ListRecordFormProps<Person, PersonValues>) {
  const text = (key: keyof PersonValues, label: string, type = 'text', multiline = false) => (
    <TextInput
      id={`person-${key}`}
      label={label}
      type={type}
      multiline={multiline}
      value={String(values[key])}
      onChange={(value) => onValues({ ...values, [key]: value })}
      error={errors[key]}
    />
  );
  const last4 = editing !== 'new' && editing.tinLast4 ? ` (on file: •••••${editing.tinLast4})` : '';
  return (
    <ListItemForm
      className="money-part"
      heading={editing === 'new' ? 'New person' : `Edit ${editing.name}`}
      onCancel={onCancel}
      onSave={onSave}
    >
      {text('name', 'Name (as paid)')}
      {text('stageName', 'Stage name')}
      {text('email', 'Email', 'email')}
      {text('phone', 'Phone', 'tel')}
      {text('address', 'Address', 'text', true)}
      {text('instruments', 'Instruments (comma between)')}
      <ChoiceField
        id="person-payMethod"
        label="Pay method"
        value={values.payMethod}
        choices={PAY_METHOD_CHOICES}
        onChange={(payMethod) => onValues({ ...values, payMethod })}
      />
      {text('payHandle', 'Pay handle')}
      <CheckboxField
        id="person-w9"
        label="W-9 on file"
        checked={values.w9OnFile}
        onChange={(w9OnFile) => onValues({ ...values, w9OnFile })}
      />
      {text('tin', `TIN${last4}`, 'password')}
      {text('notes', 'Notes', 'text', true)}
      {editing === 'new' ? null : <PersonFeed person={editing} />}
    </ListItemForm>
  );
}

/** People: the players he pays, how, and whether their W-9 is on file. */
export function PeopleScreen() {
  const { api, isPending } = useAdminHost();
  const path = useAdminPath();
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [values, setValues] = useState<PersonValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const read = useData('the people', [], (client) => client.people.list());
  const people = read.data ?? [];
  const load = () => read.retry();
  const statements = useStatements(setMessage);

  function edit(person: Person | 'new') {
    setEditing(person);
    setValues(person === 'new' ? EMPTY : valuesOf(person));
    setErrors({});
  }

  async function save() {
    if (!editing) return;
    try {
      if (editing === 'new') await api.people.create(dataOf(values));
      else await api.people.update(editing._id, editing, dataOf(values));
      setEditing(null);
      announceSaved();
      load();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setMessage('Someone else changed this person: open them again.');
      else setErrors(formErrors(error));
    }
  }

  async function remove(person: Person) {
    if (!window.confirm(`Delete ${person.name}?`)) return;
    try {
      await api.people.remove(person._id);
      load();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The server could not be reached. Try again.');
    }
  }

  return (
    <section className="admin-screen">
      <ListHeader
        title="People"
        back={path()}
        add={
          <button type="button" onClick={() => edit('new')}>
            Add Person
          </button>
        }
      />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      {statements.yearField}
      <DataError reads={[read]} />
      {editing ? (
        <PersonForm
          editing={editing}
          values={values}
          errors={errors}
          onValues={setValues}
          onCancel={() => setEditing(null)}
          onSave={() => void save()}
        />
      ) : null}
      <table className="admin-table money-table">
        <caption>People</caption>
        <HeaderRow labels={['Name', 'Instruments', 'Paid by', 'W-9', 'Actions']} />
        <tbody>
          {people.map((person) => (
            <tr key={person._id}>
              <td data-label="Name">
                {person.name}
                {isPending?.('person', person._id) ? <span className="pending-badge"> (not yet synced)</span> : null}
              </td>
              <td data-label="Instruments">{person.instruments.join(', ')}</td>
              <td data-label="Paid by">{PAY_METHOD_WORDS[person.payMethod]}</td>
              <td data-label="W-9">{person.w9OnFile ? 'On file' : 'Missing'}</td>
              <td>
                <button type="button" onClick={() => edit(person)}>
                  Edit<span className="visually-hidden"> {person.name}</span>
                </button>{' '}
                <button type="button" onClick={() => void statements.statement(person)}>
                  Statement<span className="visually-hidden"> of {person.name}</span>
                </button>{' '}
                <button type="button" className="secondary" onClick={() => void remove(person)}>
                  Delete<span className="visually-hidden"> {person.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

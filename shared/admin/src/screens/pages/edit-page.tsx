import { Link, useNavigate, useParams } from 'react-router-dom';
import { isPageName, parsePageData, type Page, type PageFields, type ParseResult } from '@jazz/contracts';
import { countRows, UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { useData } from '../../use-data';
import { pageValuesOf, PAGES, type PageDefinition } from './page-definitions';
import { PageForm } from './page-form';

/** Edit Page: the form of the page named in the path (/admin-panel/edit-page/about). */
export function EditPage() {
  const { name } = useParams();
  const path = useAdminPath();
  if (name === undefined || !isPageName(name))
    return (
      <section className="admin-screen">
        <h1>Edit Page</h1>
        <p role="alert">
          There is no page named “{name}”. <Link to={path('edit-pages')}>Back to the pages</Link>
        </p>
      </section>
    );
  return <LoadPage key={name} definition={PAGES[name]} />;
}

function LoadPage({ definition }: { definition: PageDefinition }) {
  const path = useAdminPath();
  // always fetched fresh, so the comparator is the page as it is now
  const page = useData('the page', [definition.name], (api) => api.pages.get(definition.name));
  return (
    <section className="admin-screen">
      <h1>Edit Page: {definition.title}</h1>
      {page.data ? (
        <EditPageForm definition={definition} page={page.data} />
      ) : (
        <RecordState read={page} back={path('edit-pages')} />
      )}
    </section>
  );
}

/** How each field reads in the 409 dialog: a list as its count and first column ('2 tracks: Solar; Nardis'). */
function conflictFieldsOf(definition: PageDefinition): ConflictField[] {
  return definition.fields.map((field) =>
    field.kind === 'text'
      ? { key: field.key, label: field.label }
      : {
          key: field.key,
          label: field.label,
          format: countRows(field.itemLabel, field.columns[0]!.key),
        },
  );
}

function EditPageForm({ definition, page }: { definition: PageDefinition; page: Page }) {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const valuesOf = (record: Page) => pageValuesOf(definition, { ...record });
  const form = useForm(
    (input: unknown): ParseResult<PageFields> => parsePageData(definition.name, input),
    valuesOf(page),
    { draftKey: `edit-page:${definition.name}` },
  );
  const update = useUpdate({
    record: page,
    form,
    valuesOf,
    async send(comparator, pageData, options) {
      await api.pages.update(definition.name, { pageComparatorData: comparator, pageData }, options);
      onDataChanged?.('page');
    },
    onSaved: () => navigate(path('edit-pages')),
  });

  return (
    <PageForm
      definition={definition}
      form={form}
      onSubmit={() => void update.save()}
      onBack={() => navigate(path('edit-pages'))}
    >
      <UpdateConflict update={update} fields={conflictFieldsOf(definition)} mine={form.values} />
    </PageForm>
  );
}

import { useNavigate } from 'react-router-dom';
import { parseGroupData, type Group } from '../../../contracts';
import { UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { useForm } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useRecordToEdit, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { GroupForm, type GroupValues } from './group-form';
import { countImages, countRows } from '../../conflict-dialog';

const valuesOf = (group: Group): GroupValues => ({
  name: group.name,
  description: group.description,
  images: group.images ?? {},
  playlistUrl: group.playlistUrl ?? '',
  videos: (group.videos ?? []).map(({ title, url, caption }) => ({ title, url, caption: caption ?? '' })),
});

const conflictFields: ConflictField[] = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'images', label: 'Images', format: countImages },
  { key: 'playlistUrl', label: 'Playlist URL' },
  { key: 'videos', label: 'Videos', format: countRows('video', 'title') },
];

export function EditGroup() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const { record, failed } = useRecordToEdit((id) => api.groups.get(id));
  return (
    <section className="admin-screen">
      <h1>Edit Group</h1>
      {record ? <EditGroupForm group={record} /> : <RecordState failed={failed} back={path('view-groups')} />}
    </section>
  );
}

function EditGroupForm({ group }: { group: Group }) {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(parseGroupData, valuesOf(group), { draftKey: `edit-group:${group._id}` });
  const update = useUpdate({
    record: group,
    form,
    valuesOf,
    async send(comparator, data, options) {
      await api.groups.update(group._id, comparator, data, options);
      onDataChanged?.('group');
    },
    onSaved: () => navigate(path('view-groups')),
  });

  return (
    <GroupForm
      form={form}
      submitLabel="Save"
      onSubmit={() => void update.save()}
      onBack={() => navigate(path('view-groups'))}
      progress={update.progress}
    >
      <UpdateConflict update={update} fields={conflictFields} mine={form.values} />
    </GroupForm>
  );
}

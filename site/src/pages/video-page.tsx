import type { Page } from '@jazz/shared/contracts';
import { useLoaderData } from 'react-router-dom';
import { VideoList } from '../components/video-list';

export function VideoPage() {
  const { videos } = useLoaderData() as Page<'video'>;
  return (
    <div className="page">
      <h1>Video</h1>
      <VideoList videos={videos} />
    </div>
  );
}

import type { PageLoader } from './page-loader';
import { useLoaderData } from 'react-router-dom';
import { VideoList } from '../components/video-list';

export function VideoPage() {
  const { videos } = useLoaderData<PageLoader<'video'>>();
  return (
    <div className="page">
      <h1>Video</h1>
      <VideoList videos={videos} />
    </div>
  );
}

const LARGE = /-1600\.webp$/;

/** A group's uploaded images, stacked in the order the admin added them (SPEC.md section 2). */
export function GroupImages({ name, images }: { name: string; images: Record<string, string> }) {
  const urls = Object.values(images);
  if (urls.length === 0) return null;
  return (
    <div className="group-images">
      {urls.map((url, i) => (
        <img
          key={url}
          src={url.replace(LARGE, '-800.webp')}
          srcSet={LARGE.test(url) ? `${url.replace(LARGE, '-800.webp')} 800w, ${url} 1600w` : undefined}
          sizes="(max-width: 1049px) 100vw, 900px"
          alt={`${name}, image ${i + 1}`}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}

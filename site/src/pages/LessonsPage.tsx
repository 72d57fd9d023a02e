import { LESSONS, TESTIMONIALS } from '../content/lessons';

export function LessonsPage() {
  return (
    <div className="page">
      <h1>Lessons</h1>
      {LESSONS.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>What students say</h2>
      <ul className="testimonials">
        {TESTIMONIALS.map((item) => (
          <li key={item.quote}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>{item.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

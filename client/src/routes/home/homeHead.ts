import { graphql, readInlineData } from 'relay-runtime';
import type { homeHead_slide$key } from './__generated__/homeHead_slide.graphql';

/** The first slide's image: the home page's share image and its largest paint, fetched first (server/heads.ts). */
export function homeHeadImage(slide: homeHead_slide$key | undefined): { url: string; alt: string } | null {
  if (!slide) return null;
  const { title, image } = readInlineData(
    graphql`
      fragment homeHead_slide on HomeSlide @inline {
        title
        image {
          url
          alt
        }
      }
    `,
    slide,
  );
  return { url: image.url, alt: image.alt ?? title };
}

import { BannerFields, SliderFields } from './fields/banner-fields';
import type { SectionForm } from './fields/common';
import { ImageGridFields, InstagramFields, MultiGridFields } from './fields/grid-fields';
import { CatalogsFields, ProductsFields } from './fields/product-fields';
import { BlogFields, TextFields, VideoFields } from './fields/word-fields';

export type { SectionForm } from './fields/common';

/** The inputs of a section of any kind. */
export function SectionFields({ form }: { form: SectionForm }) {
  const section = form.getValues();
  switch (section.kind) {
    case 'banner':
      return <BannerFields form={form} />;
    case 'slider':
      return <SliderFields form={form} section={section} />;
    case 'products':
      return <ProductsFields form={form} section={section} />;
    case 'catalogs':
      return <CatalogsFields form={form} section={section} />;
    case 'image_grid':
      return <ImageGridFields form={form} section={section} />;
    case 'multi_grid':
      return <MultiGridFields form={form} section={section} />;
    case 'instagram':
      return <InstagramFields form={form} section={section} />;
    case 'blog':
      return <BlogFields form={form} section={section} />;
    case 'text':
      return <TextFields form={form} section={section} />;
    case 'video':
      return <VideoFields form={form} />;
  }
}

// Writes the narrower copies (600 and 800 px wide) of every post image and of the blog's default
// image that are missing under public/ (run after adding a post with a new image).
import { readPostImages } from '../lib/blog/readPostImages.ts'
import { writePostImageCopies } from '../lib/build/writePostImageCopies.ts'

const written = await writePostImageCopies(readPostImages())
console.log(
  written.length === 0
    ? 'Todas as imagens dos posts já têm as versões menores.'
    : `Versões menores geradas:\n${written.map((image) => `  public${image}`).join('\n')}`,
)

// Writes the narrower copies (600 and 800 px wide) of every post image and of the blog's default
// image that are missing under public/ (run after adding a post with a new image).
import { writePostImageCopies } from '../lib/build/writePostImageCopies.ts'
import { loadContent } from '../lib/content/loadContent.ts'

const { posts, blog } = loadContent()
const images = [blog.imagemPadrao, ...posts.flatMap((post) => (post.frontmatter.image ? [post.frontmatter.image] : []))]
const written = await writePostImageCopies(images)
console.log(written.length === 0 ? 'Todas as imagens dos posts já têm as versões menores.' : `Versões menores geradas:\n${written.map((image) => `  public${image}`).join('\n')}`)

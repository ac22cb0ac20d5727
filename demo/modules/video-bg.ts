// Video backgrounds as the theme prints them (divi-markup §4.13), with one change a site makes to keep
// them off the network until needed: `preload="none"` instead of `autoplay` (the module plays them).
// A section with a desktop/tablet variant and a phone variant (and a video module that pauses it), and
// a section that keeps playing outside the viewport. The videos are tiny generated clips in demo/public.
import type { DemoModule } from '../pages/types';

const video = (file: string, w: number, h: number) =>
  `<video loop="loop" playsinline muted preload="none" width="${w}" height="${h}">
<source type="video/mp4" src="/assets/${file}.mp4">
<source type="video/webm" src="/assets/${file}.webm">
</video>`;

const text = (n: number, title: string, body: string, layout = 'dark') =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_center et_pb_bg_layout_${layout}"><div class="et_pb_text_inner">
<h2>${title}</h2><p>${body}</p>
</div></div>`;

const row = (n: number, inner: string) =>
  `<div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">
${inner}
</div></div>`;

const demo: DemoModule = {
  name: 'video-bg',
  title: 'Video backgrounds',
  order: 81,
  html: `<div class="et_pb_section et_pb_section_65 et_section_regular lp-video-intro">
${row(65, text(65, 'Video backgrounds', 'Scroll down. A video background loads only when it comes near, plays while it is in view and pauses when it leaves, in the variant for this screen: landscape on a desktop or tablet, portrait on a phone. With reduced motion it stays still on its first frame.', 'light'))}
</div>
<div class="et_pb_section et_pb_section_66 et_pb_with_background et_section_regular et_pb_section_video et_pb_preload">
<span class="et_pb_section_video_bg et_pb_section_video_bg_desktop_tablet et_pb_allow_player_pause">
${video('video-bg-landscape', 320, 180)}
</span>
<span class="et_pb_section_video_bg et_pb_section_video_bg_phone et_pb_allow_player_pause">
${video('video-bg-portrait', 180, 320)}
</span>
${row(66, `${text(66, 'Plays while in view', 'This background pauses when you scroll it out of view, and while the video below plays.')}
<div class="et_pb_module et_pb_video et_pb_video_66"><div class="et_pb_video_box"><video controls preload="none" width="320" height="180" aria-label="Sample video">
<source type="video/mp4" src="/assets/video-bg-landscape.mp4">
<source type="video/webm" src="/assets/video-bg-landscape.webm">
</video></div></div>`)}
</div>
<div class="et_pb_section et_pb_section_67 et_section_regular">
${row(67, text(67, 'Between the videos', 'The section above pauses once it is out of view. The one below is marked to play outside the viewport: once started, it keeps playing.', 'light'))}
</div>
<div class="et_pb_section et_pb_section_68 et_pb_with_background et_section_regular et_pb_section_video et_pb_preload">
<span class="et_pb_section_video_bg et_pb_video_play_outside_viewport">
${video('video-bg-landscape', 320, 180)}
</span>
${row(68, text(68, 'Plays outside the viewport', 'This background keeps playing when you scroll away.'))}
</div>`,
  // The theme's video background CSS, plus object-fit: the span covers its parent and the video covers
  // the span, so the boxes are fixed before and after enhancement (no layout shift). Variants show by
  // device mode as the theme's media queries do; .et_pb_preload hides the video until its first frame.
  css: `.et_pb_section_video{position:relative}
.et_pb_section_video_bg{visibility:visible;position:absolute;top:0;left:0;width:100%;height:100%;overflow:hidden;display:block;pointer-events:none}
.et_pb_section_video_bg video{position:absolute;top:0;left:0;width:100%;height:100%;max-width:none;object-fit:cover}
.et_pb_preload .et_pb_section_video_bg{visibility:hidden}
.et_pb_section_video_bg_phone,.et_pb_section_video_bg_tablet,.et_pb_section_video_bg_tablet_only,.et_pb_section_video_bg_hover{display:none}
@media (min-width:768px) and (max-width:980px){.et_pb_section_video_bg_desktop_only{display:none}.et_pb_section_video_bg_tablet,.et_pb_section_video_bg_tablet_only{display:block}}
@media (max-width:767px){.et_pb_section_video_bg_desktop_only,.et_pb_section_video_bg_desktop_tablet,.et_pb_section_video_bg_tablet_only{display:none}.et_pb_section_video_bg_phone,.et_pb_section_video_bg_tablet{display:block}}
.et_pb_section_video .et_pb_row{z-index:1}
.et_pb_section_66,.et_pb_section_68{padding:120px 0;background-color:#0f5f8f}
.et_pb_section_66 .et_pb_text_inner,.et_pb_section_68 .et_pb_text_inner{color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.6)}
.et_pb_section_66 h2,.et_pb_section_68 h2{color:#fff}
.et_pb_video_66{max-width:320px;margin:0 auto}
.et_pb_video_66 .et_pb_video_box{position:relative;aspect-ratio:16/9}
.et_pb_video_66 video{position:absolute;inset:0;width:100%;height:100%;background:#000}
.et_builder_inner_content>.lp-video-intro:first-child{min-height:100vh}`,
};
export default demo;

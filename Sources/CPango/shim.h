// The part of Pango (pangocairo), GObject, HarfBuzz and fontconfig that FlipbookRender uses, declared here
// rather than through <pango/pangocairo.h>: those headers include <cairo.h> a second time (besides
// CCairo's), which hides Cairo's enum constants from Swift files that import only CCairo, and their
// pkg-config flags (-pthread) make SwiftPM warn on every build. These are the stable C APIs of Pango 1.x
// (Debian's libpango1.0-dev), fontconfig 2.x and HarfBuzz; Cairo objects pass as opaque pointers.
#include <fontconfig/fontconfig.h>

struct _cairo;
struct _cairo_font_options;
struct _cairo_scaled_font;

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;

/// Pango units per point.
#define PANGO_SCALE 1024

typedef struct {
  int x;
  int y;
  int width;
  int height;
} PangoRectangle;

// PangoWrapMode, PangoAlignment and PangoEllipsizeMode values.
#define FLIPBOOK_PANGO_WRAP_WORD_CHAR 2
#define FLIPBOOK_PANGO_ALIGN_LEFT 0
#define FLIPBOOK_PANGO_ALIGN_CENTER 1
#define FLIPBOOK_PANGO_ALIGN_RIGHT 2
#define FLIPBOOK_PANGO_ELLIPSIZE_END 3

void g_object_unref(void *object);

PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const struct _cairo_font_options *options);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, int wrap);
void pango_layout_set_alignment(PangoLayout *layout, int alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_insert_hyphens_new(int insert_hyphens);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_ellipsize(PangoLayout *layout, int ellipsize);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_is_ellipsized(PangoLayout *layout);

PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
int pango_layout_iter_get_index(PangoLayoutIter *iter);
void pango_layout_index_to_pos(PangoLayout *layout, int index, PangoRectangle *pos);
void pango_layout_iter_free(PangoLayoutIter *iter);

// The glyphs of a laid-out run, as Pango's public structs declare them (stable since Pango 1.0): the outliner
// places each glyph itself, as Cairo draws it.
typedef struct _PangoFont PangoFont;
typedef struct {
  void *shape_engine;
  void *lang_engine;
  PangoFont *font;
  unsigned char level;
  unsigned char gravity;
  unsigned char flags;
  unsigned char script;
  void *language;
  void *extra_attrs;
} PangoAnalysis;
typedef struct {
  int offset;
  int length;
  int num_chars;
  PangoAnalysis analysis;
} PangoItem;
typedef struct {
  int width;
  int x_offset;
  int y_offset;
} PangoGlyphGeometry;
typedef struct {
  unsigned int glyph;
  PangoGlyphGeometry geometry;
  unsigned int attr;
} PangoGlyphInfo;
typedef struct {
  int num_glyphs;
  PangoGlyphInfo *glyphs;
  int *log_clusters;
  int space;
} PangoGlyphString;
typedef struct {
  PangoItem *item;
  PangoGlyphString *glyphs;
} PangoGlyphItem;

/// No glyph (a zero-width character); glyphs with this flag are characters no font has (drawn as boxes).
#define FLIPBOOK_PANGO_GLYPH_EMPTY 0x0FFFFFFFu
#define FLIPBOOK_PANGO_GLYPH_UNKNOWN_FLAG 0x10000000u

PangoGlyphItem *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
int pango_layout_iter_next_run(PangoLayoutIter *iter);
struct _cairo_scaled_font *pango_cairo_font_get_scaled_font(PangoFont *font);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);

void pango_cairo_show_layout(struct _cairo *cr, PangoLayout *layout);
/// Adds the layout's glyph outlines (and the boxes of unknown glyphs) to the current Cairo path.
void pango_cairo_layout_path(struct _cairo *cr, PangoLayout *layout);

const char *pango_version_string(void);
const char *hb_version_string(void);

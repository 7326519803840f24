#!/usr/bin/env python3
"""Draws the Lottie demo's four animated tab icons with python-lottie (PyPI `lottie`
0.7.2). Run from this folder:

    python3 -m venv /tmp/lottie-venv && /tmp/lottie-venv/bin/pip install lottie==0.7.2
    /tmp/lottie-venv/bin/python make-icons.py

Each icon is 100x100 px at 60 fps, frames 0..48: an outline at frame 0, the select motion
over frames 0..36 (marker "select"), ending filled, and back to the outline over 36..48
(marker "deselect"). One colour throughout, so the bar's icon colours can recolour them.
"""
from lottie import Color, NVector, Point, objects
from lottie.exporters.core import export_lottie
from lottie.objects import easing
from lottie.objects.bezier import Bezier

INK = Color(0.1, 0.1, 0.1)
STROKE = 7


def icon():
    an = objects.Animation(49, 60)
    an.width = an.height = 100
    an.markers = []
    for name, start, length in (("select", 0, 36), ("deselect", 36, 12)):
        marker = objects.helpers.Marker()
        marker.comment, marker.time, marker.duration = name, start, length
        an.markers.append(marker)
    return an


def path(points, closed=True):
    """A path through (vertex, in tangent, out tangent) triples (tangents relative)."""
    curve = Bezier()
    for vertex, tangent_in, tangent_out in points:
        curve.add_point(NVector(*vertex), NVector(*tangent_in), NVector(*tangent_out))
    curve.closed = closed
    return objects.Path(curve)


def stroke(group):
    line = group.add_shape(objects.Stroke(INK, STROKE))
    line.line_cap = objects.shapes.LineCap.Round
    line.line_join = objects.shapes.LineJoin.Round
    return line


def keyframes(prop, values, ease=easing.Sigmoid):
    """`values` as (frame, value) pairs, eased in and out between them."""
    for frame, value in values:
        prop.add_keyframe(frame, value, ease())


def fill_in(group, start=0, full=12):
    """A fill that fades in over the select motion and out over the deselect."""
    fill = group.add_shape(objects.Fill(INK))
    keyframes(fill.opacity, [(start, 0), (full, 100), (36, 100), (48, 0)])
    return fill


def heart():
    """The outline beats (0.85, 1.15, 1) while a filled heart grows from its middle."""
    an = icon()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    shape = [
        ((50, 88), (30, -20), (-30, -20)), ((8, 38), (0, 16), (0, -14)), ((31, 14), (-12, 0), (9, 0)),
        ((50, 26), (-4, -7), (4, -7)), ((69, 14), (-9, 0), (12, 0)), ((92, 38), (0, -14), (0, 16)),
    ]
    filled = layer.add_shape(objects.Group())
    filled.add_shape(path(shape))
    filled.add_shape(objects.Fill(INK))
    filled.transform.anchor_point.value = Point(50, 50)
    filled.transform.position.value = Point(50, 50)
    keyframes(filled.transform.scale, [(0, Point(0, 0)), (20, Point(110, 110)), (30, Point(100, 100)),
                                       (36, Point(100, 100)), (48, Point(0, 0))])
    outline = layer.add_shape(objects.Group())
    outline.add_shape(path(shape))
    stroke(outline)
    outline.transform.anchor_point.value = Point(50, 50)
    outline.transform.position.value = Point(50, 50)
    keyframes(outline.transform.scale, [(0, Point(100, 100)), (8, Point(85, 85)), (20, Point(112, 112)),
                                        (32, Point(100, 100))])
    return an


def bell():
    """The bell rings about its top, its clapper swinging behind, and fills in."""
    an = icon()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    swing = layer.add_shape(objects.Group())
    dome = swing.add_shape(objects.Group())
    dome.add_shape(path([
        ((50, 14), (18, 0), (-18, 0)), ((25, 46), (0, -16), (0, 0)), ((25, 64), (0, 0), (0, 0)),
        ((16, 74), (0, 0), (0, 0)), ((84, 74), (0, 0), (0, 0)), ((75, 64), (0, 0), (0, 0)),
        ((75, 46), (0, 0), (0, -16)),
    ]))
    fill_in(dome)
    stroke(dome)
    clapper = swing.add_shape(objects.Group())
    clapper.add_shape(objects.Ellipse(Point(50, 84), Point(14, 14)))
    clapper.add_shape(objects.Fill(INK))
    clapper.transform.anchor_point.value = Point(50, 14)
    clapper.transform.position.value = Point(50, 14)
    keyframes(clapper.transform.rotation, [(0, 0), (6, -14), (14, 12), (22, -8), (30, 4), (36, 0)])
    swing.transform.anchor_point.value = Point(50, 8)
    swing.transform.position.value = Point(50, 8)
    keyframes(swing.transform.rotation, [(0, 0), (4, 18), (12, -14), (20, 10), (28, -5), (36, 0)])
    return an


def home():
    """The roof drops onto the house, which squashes and springs back; the door fills in."""
    an = icon()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    house = layer.add_shape(objects.Group())
    door = house.add_shape(objects.Group())
    panel = door.add_shape(objects.Rect())
    panel.position.value = Point(50, 72)
    panel.size.value = Point(18, 24)
    panel.rounded.value = 3
    fill_in(door, 6, 18)
    walls = house.add_shape(objects.Group())
    walls.add_shape(path([((24, 44), (0, 0), (0, 0)), ((24, 86), (0, 0), (0, 0)), ((76, 86), (0, 0), (0, 0)),
                          ((76, 44), (0, 0), (0, 0))], closed=False))
    stroke(walls)
    roof = house.add_shape(objects.Group())
    roof.add_shape(path([((12, 50), (0, 0), (0, 0)), ((50, 16), (0, 0), (0, 0)), ((88, 50), (0, 0), (0, 0))],
                        closed=False))
    stroke(roof)
    keyframes(roof.transform.position, [(0, Point(0, 0)), (8, Point(0, -10)), (16, Point(0, 3)), (24, Point(0, 0))])
    house.transform.anchor_point.value = Point(50, 86)
    house.transform.position.value = Point(50, 86)
    keyframes(house.transform.scale, [(0, Point(100, 100)), (14, Point(108, 90)), (22, Point(96, 105)),
                                      (30, Point(100, 100))])
    return an


def search():
    """The lens zooms in and its glint draws on; the lens fills lightly."""
    an = icon()
    layer = objects.ShapeLayer()
    an.add_layer(layer)
    glass = layer.add_shape(objects.Group())
    handle = glass.add_shape(objects.Group())
    handle.add_shape(path([((62, 62), (0, 0), (0, 0)), ((86, 86), (0, 0), (0, 0))], closed=False))
    stroke(handle)
    glint = glass.add_shape(objects.Group())
    glint.add_shape(path([((28, 42), (0, 0), (0, -8)), ((42, 28), (-8, 0), (0, 0))], closed=False))
    cut = glint.add_shape(objects.Trim())
    keyframes(cut.end, [(0, 0), (10, 0), (26, 100), (36, 100), (48, 0)])
    line = stroke(glint)
    line.width.value = 5
    lens = glass.add_shape(objects.Group())
    lens.add_shape(objects.Ellipse(Point(44, 44), Point(46, 46)))
    tint = lens.add_shape(objects.Fill(INK))
    keyframes(tint.opacity, [(0, 0), (14, 35), (36, 35), (48, 0)])
    stroke(lens)
    glass.transform.anchor_point.value = Point(44, 44)
    glass.transform.position.value = Point(44, 44)
    keyframes(glass.transform.scale, [(0, Point(100, 100)), (10, Point(118, 118)), (22, Point(94, 94)),
                                      (32, Point(100, 100))])
    return an


for name, make in (("heart", heart), ("bell", bell), ("home", home), ("search", search)):
    export_lottie(make(), name + ".json")
